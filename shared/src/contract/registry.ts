import { Type, type Static } from 'typebox';
import { BUCKET_PATTERN, HEALTH_KINDS, MAX_HEALTH_SAMPLES, type HealthKind } from '../rules/releases';

/** One remote as the registry releases it (architecture.md#the-registry). */
export const RegistryEntry = Type.Object({
  /** The Module Federation name, e.g. `mf_tasks`; the remote is loaded as `<name>/spa`. */
  name: Type.String(),
  /** What users call this part of the site, e.g. 'Tasks'; used in its fallback message. */
  title: Type.String(),
  version: Type.String(),
  manifestUrl: Type.String(),
  /** Path prefixes the remote owns, e.g. `/tasks`; single-spa activates the remote on them. */
  routes: Type.Array(Type.String()),
  /**
   * A canary: this version is served to `percent` % of browsers, picked by each one's
   * bucket (`@fairgo/shared/page`'s `forVisitor`); the others get `version`.
   */
  canary: Type.Optional(
    Type.Object({
      version: Type.String(),
      manifestUrl: Type.String(),
      percent: Type.Integer({ minimum: 1, maximum: 99 }),
    }),
  ),
});
export type RegistryEntry = Static<typeof RegistryEntry>;

/**
 * GET /api/registry. `shell`: the shell's build every shell host serves pages of, once one is released
 * (`npm run release -- shell`); without it, each host serves its own (an API older than shell releases
 * sends none).
 */
export const RemoteRegistry = Type.Object({
  remotes: Type.Array(RegistryEntry),
  shell: Type.Optional(Type.Object({ version: Type.String(), manifestUrl: Type.String() })),
});
export type RemoteRegistry = Static<typeof RemoteRegistry>;

/** A remote's Module Federation name, e.g. `mf_tasks`: what browsers load, and report the health of. */
export const RemoteName = Type.String({ pattern: '^mf_[a-z][a-z_]{0,30}$' });
/**
 * An app the registry releases, as its paths carry it (`/api/registry/mf_tasks/…`): a remote, or `shell`
 * for the shell's own builds, which its hosts serve rather than browsers load as a remote.
 */
export const AppName = Type.String({ pattern: '^(shell|mf_[a-z][a-z_]{0,30})$' });
export const RemoteParams = Type.Object({ remote: AppName });

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

/** Why a pointer moved, as the person moving it says: kept with the move. */
const Reason = Type.Optional(Type.String({ minLength: 1, maxLength: 300 }));

/** The canary a remote runs, if any. */
export const Canary = Type.Object({
  version: ReleaseVersion,
  percent: Type.Integer({ minimum: 1, maximum: 99 }),
  since: Type.String(),
});
export type Canary = Static<typeof Canary>;

export const RegistryActions = ['release', 'canary', 'promote', 'rollback', 'auto-rollback'] as const;

/** One move of a pointer, as the audit trail keeps it. */
export const RegistryEvent = Type.Object({
  remote: AppName,
  action: Type.Unsafe<(typeof RegistryActions)[number]>(
    Type.Union(RegistryActions.map((action) => Type.Literal(action))),
  ),
  from: Type.Union([ReleaseVersion, Type.Null()]),
  to: Type.Union([ReleaseVersion, Type.Null()]),
  /** A canary's share of browsers. */
  percent: Type.Union([Type.Integer(), Type.Null()]),
  /** The deploy token's name, or 'canary watch' for an automatic rollback. */
  actor: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()]),
  at: Type.String(),
});
export type RegistryEvent = Static<typeof RegistryEvent>;

/** GET /api/registry/:remote/releases: every published version, newest first, and the latest moves. */
export const ReleaseList = Type.Object({
  remote: AppName,
  current: Type.Union([ReleaseVersion, Type.Null()]),
  /** When the pointer last moved (a release or a rollback). */
  currentSince: Type.Union([Type.String(), Type.Null()]),
  canary: Type.Union([Canary, Type.Null()]),
  releases: Type.Array(Release),
  /** The remote's last 20 moves, newest first. */
  events: Type.Array(RegistryEvent),
});
export type ReleaseList = Static<typeof ReleaseList>;

/** PUT /api/registry/:remote/current: point every browser at a published version (ends a canary). */
export const PointerBody = Type.Object({ version: ReleaseVersion, reason: Reason });
/**
 * POST /api/registry/:remote/rollback: ends a running canary; with none, points back to the given
 * version, or to the one every browser had before the current one (never a canary that was not promoted).
 */
export const RollbackBody = Type.Object({ version: Type.Optional(ReleaseVersion), reason: Reason });
/** POST /api/registry/:remote/canary: serve a published version to `percent` % of browsers. */
export const CanaryBody = Type.Object({
  version: ReleaseVersion,
  percent: Type.Integer({ minimum: 1, maximum: 99 }),
  reason: Reason,
});
/** POST /api/registry/:remote/promote: the canary becomes every browser's version. */
export const PromoteBody = Type.Object({ reason: Reason });

/** What a move of the pointer did: `current` is every browser's version after it, `canary` the canary's. */
export const PointerMove = Type.Object({
  remote: AppName,
  previous: Type.Union([ReleaseVersion, Type.Null()]),
  current: ReleaseVersion,
  canary: Type.Union([Canary, Type.Null()]),
});
export type PointerMove = Static<typeof PointerMove>;

/** POST /api/registry/prune: the versions removed, by remote (docs/releasing.md: retention). */
export const PruneResult = Type.Object({
  removed: Type.Array(Type.Object({ remote: AppName, version: ReleaseVersion, folder: Type.String() })),
});
export type PruneResult = Static<typeof PruneResult>;

/** A deploy token's name: what the audit trail calls whoever used it. */
export const DeployTokenName = Type.String({ pattern: '^[a-z0-9][a-z0-9._-]{0,39}$' });
/** POST /api/registry/tokens: a named token, for one remote or (without `remote`) for all. */
export const NewDeployToken = Type.Object({ name: DeployTokenName, remote: Type.Optional(AppName) });
export const DeployToken = Type.Object({
  name: DeployTokenName,
  remote: Type.Union([AppName, Type.Null()]),
  createdBy: Type.String(),
  createdAt: Type.String(),
  revokedAt: Type.Union([Type.String(), Type.Null()]),
});
export type DeployToken = Static<typeof DeployToken>;
/** The token itself is shown once, in the answer that makes it. */
export const CreatedDeployToken = Type.Intersect([DeployToken, Type.Object({ token: Type.String() })]);
export type CreatedDeployToken = Static<typeof CreatedDeployToken>;
export const DeployTokenList = Type.Object({ tokens: Type.Array(DeployToken) });
export const DeployTokenParams = Type.Object({ name: DeployTokenName });

/** What a browser reports of a remote: anonymous, batched, sent at page hide. */
export const HealthSample = Type.Object({
  remote: RemoteName,
  version: ReleaseVersion,
  kind: Type.Unsafe<HealthKind>(Type.Union(HEALTH_KINDS.map((kind) => Type.Literal(kind)))),
  /** ms for a load, LCP and INP; unitless for CLS; absent for a failed load or a render error. */
  value: Type.Optional(Type.Number({ minimum: 0, maximum: 600_000 })),
  failed: Type.Optional(Type.Boolean()),
});
export type HealthSample = Static<typeof HealthSample>;
/**
 * POST /api/registry/health/pages: a sampled page load asks for its health token, naming its canary
 * bucket (the versions it runs are those the registry gives that bucket).
 */
export const HealthPageRequest = Type.Object({
  bucket: Type.Optional(Type.String({ pattern: BUCKET_PATTERN.source })),
});
export const HealthPageToken = Type.Object({ token: Type.String() });
export type HealthPageToken = Static<typeof HealthPageToken>;
/** POST /api/registry/health: at most 50 samples a beacon, with the page load's health token. */
export const HealthBeacon = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 2048 }),
  samples: Type.Array(HealthSample, { minItems: 1, maxItems: MAX_HEALTH_SAMPLES }),
});
export type HealthBeacon = Static<typeof HealthBeacon>;

const Nullable = <T extends ReturnType<typeof Type.Number>>(schema: T) => Type.Union([schema, Type.Null()]);
/** One version's health over a window. */
export const HealthStats = Type.Object({
  loads: Type.Integer(),
  failures: Type.Integer(),
  /** Each browser's failed loads ÷ its loads, averaged over browsers, 0–1; null without loads. */
  failureRate: Nullable(Type.Number()),
  /** Browsers with at least one load: what the canary watch counts. */
  clients: Type.Integer(),
  /** Networks (IPv6 /48, IPv4 /24) with a browser whose load failed: the rollback wants several. */
  failingNetworks: Type.Integer(),
  renderErrors: Type.Integer(),
  p75LoadMs: Nullable(Type.Number()),
  p75Lcp: Nullable(Type.Number()),
  p75Inp: Nullable(Type.Number()),
  p75Cls: Nullable(Type.Number()),
});
export type HealthStats = Static<typeof HealthStats>;
/** GET /api/registry/health (admins): each remote's versions, their health over the last hour and day, the latest moves. */
export const ReleaseHealth = Type.Object({
  remotes: Type.Array(
    Type.Object({
      remote: AppName,
      current: Type.Union([ReleaseVersion, Type.Null()]),
      canary: Type.Union([Canary, Type.Null()]),
      versions: Type.Array(
        Type.Object({
          version: ReleaseVersion,
          role: Type.Union([Type.Literal('current'), Type.Literal('canary'), Type.Null()]),
          hour: HealthStats,
          day: HealthStats,
        }),
      ),
    }),
  ),
  events: Type.Array(RegistryEvent),
});
export type ReleaseHealth = Static<typeof ReleaseHealth>;
