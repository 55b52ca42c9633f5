import { Type, type Static } from 'typebox';

/** One remote as the registry releases it (ARCHITECTURE §2.2). */
export const RegistryEntry = Type.Object({
  /** The Module Federation name, e.g. `mf_tasks`; the remote is loaded as `<name>/spa`. */
  name: Type.String(),
  /** What users call this part of the site, e.g. 'Tasks'; used in its fallback message. */
  title: Type.String(),
  version: Type.String(),
  manifestUrl: Type.String(),
  /** Path prefixes the remote owns, e.g. `/tasks`; single-spa activates the remote on them. */
  routes: Type.Array(Type.String()),
});
export type RegistryEntry = Static<typeof RegistryEntry>;

/** GET /api/registry */
export const RemoteRegistry = Type.Object({ remotes: Type.Array(RegistryEntry) });
export type RemoteRegistry = Static<typeof RemoteRegistry>;

/** A remote's Module Federation name, as the registry's paths carry it: `/api/registry/mf_tasks/…`. */
export const RemoteName = Type.String({ pattern: '^mf_[a-z][a-z_]{0,30}$' });
export const RemoteParams = Type.Object({ remote: RemoteName });

/** A release's version: the remote's package version and its build's content hash, e.g. `0.1.0-3fa9c2d1`. */
export const ReleaseVersion = Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$' });

/** POST /api/registry/:remote/releases (deploy token): a published, immutable version of a remote. */
export const NewRelease = Type.Object({
  version: ReleaseVersion,
  manifestUrl: Type.String({ maxLength: 500 }),
  title: Type.String({ minLength: 1, maxLength: 100 }),
  routes: Type.Array(Type.String({ pattern: '^/[a-z0-9/-]*$' }), { minItems: 1, maxItems: 20 }),
});
export type NewRelease = Static<typeof NewRelease>;

export const Release = Type.Object({
  version: ReleaseVersion,
  manifestUrl: Type.String(),
  title: Type.String(),
  routes: Type.Array(Type.String()),
  releasedAt: Type.String(),
  /** Whether the shell loads this version now. */
  current: Type.Boolean(),
});
export type Release = Static<typeof Release>;

/** GET /api/registry/:remote/releases: every published version, newest first. */
export const ReleaseList = Type.Object({
  remote: RemoteName,
  current: Type.Union([ReleaseVersion, Type.Null()]),
  /** When the pointer last moved (a release or a rollback). */
  currentSince: Type.Union([Type.String(), Type.Null()]),
  releases: Type.Array(Release),
});
export type ReleaseList = Static<typeof ReleaseList>;

/** PUT /api/registry/:remote/current: point the shell at a published version. */
export const PointerBody = Type.Object({ version: ReleaseVersion });
/** POST /api/registry/:remote/rollback: to the given version, or to the one released before the current one. */
export const RollbackBody = Type.Object({ version: Type.Optional(ReleaseVersion) });

/** What a move of the pointer did. */
export const PointerMove = Type.Object({
  remote: RemoteName,
  previous: Type.Union([ReleaseVersion, Type.Null()]),
  current: ReleaseVersion,
});
export type PointerMove = Static<typeof PointerMove>;
