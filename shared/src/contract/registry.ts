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
