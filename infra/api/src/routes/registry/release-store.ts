import type { Canary, PointerMove, RegistryEntry, RegistryEvent, Release } from '@fairgo/shared/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { RegistryAction, RemoteReleasesTable, Schema } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';

type Db = Kysely<Schema> | Transaction<Schema>;
type ReleaseRow = Selectable<RemoteReleasesTable>;

/** Who moves a pointer and why: the audit trail keeps both with the move. */
export interface Mover {
  /** A deploy token's name, or 'canary watch' for an automatic rollback. */
  actor: string;
  reason?: string | null;
}

const toRelease = (row: ReleaseRow, current: string | null): Release => ({
  version: row.version,
  manifestUrl: row.manifest_url,
  title: row.title,
  routes: row.routes,
  releasedAt: row.released_at.toISOString(),
  current: row.version === current,
});

const toCanary = (row: {
  canary_version: string | null;
  canary_percent: number | null;
  canary_since: Date | null;
}): Canary | null =>
  row.canary_version && row.canary_percent && row.canary_since
    ? { version: row.canary_version, percent: row.canary_percent, since: row.canary_since.toISOString() }
    : null;

/** What the shell loads: each remote's current version, and its canary with its share of browsers. */
export async function currentRemotes(db: Db): Promise<RegistryEntry[]> {
  const rows = await db
    .selectFrom('remote_pointers as p')
    .innerJoin('remote_releases as r', (join) =>
      join.onRef('r.remote', '=', 'p.remote').onRef('r.version', '=', 'p.version'),
    )
    .leftJoin('remote_releases as c', (join) =>
      join.onRef('c.remote', '=', 'p.remote').onRef('c.version', '=', 'p.canary_version'),
    )
    .select(['r.remote', 'r.version', 'r.manifest_url', 'r.title', 'r.routes', 'p.canary_percent'])
    .select(['c.version as canary_version', 'c.manifest_url as canary_manifest_url'])
    .orderBy('r.remote')
    .execute();
  return rows.map((row) => ({
    name: row.remote,
    title: row.title,
    version: row.version,
    manifestUrl: row.manifest_url,
    routes: row.routes,
    ...(row.canary_version && row.canary_manifest_url && row.canary_percent
      ? { canary: { version: row.canary_version, manifestUrl: row.canary_manifest_url, percent: row.canary_percent } }
      : {}),
  }));
}

async function pointer(db: Db, remote: string) {
  return db
    .selectFrom('remote_pointers')
    .select(['version', 'moved_at', 'canary_version', 'canary_percent', 'canary_since'])
    .where('remote', '=', remote)
    .executeTakeFirst();
}

/** Each remote's pointer: its current version and canary. */
export async function pointers(db: Db) {
  const rows = await db.selectFrom('remote_pointers').selectAll().orderBy('remote').execute();
  return rows.map((row) => ({ remote: row.remote, current: row.version, canary: toCanary(row) }));
}

/** The latest moves of one remote's pointer, or of every remote's, newest first. */
export async function recentEvents(db: Db, remote: string | null, limit: number): Promise<RegistryEvent[]> {
  let query = db.selectFrom('registry_events').selectAll().orderBy('id', 'desc').limit(limit);
  if (remote) query = query.where('remote', '=', remote);
  return (await query.execute()).map((row) => ({
    remote: row.remote,
    action: row.action,
    from: row.from_version,
    to: row.to_version,
    percent: row.percent,
    actor: row.actor,
    reason: row.reason,
    at: row.at.toISOString(),
  }));
}

/** Every published version of a remote, newest first, with its canary and latest moves. */
export async function listReleases(db: Db, remote: string) {
  const [rows, moved, events] = await Promise.all([
    db.selectFrom('remote_releases').selectAll().where('remote', '=', remote).orderBy('id', 'desc').execute(),
    pointer(db, remote),
    recentEvents(db, remote, 20),
  ]);
  const current = moved?.version ?? null;
  return {
    remote,
    current,
    currentSince: moved?.moved_at.toISOString() ?? null,
    canary: moved ? toCanary(moved) : null,
    releases: rows.map((row) => toRelease(row, current)),
    events,
  };
}

/**
 * Records a published version. A version is immutable: recording the same one again is a no-op,
 * recording it with other contents is refused.
 */
export async function addRelease(
  db: Db,
  remote: string,
  release: Pick<Release, 'version' | 'manifestUrl' | 'title' | 'routes'>,
): Promise<{ release: Release; created: boolean }> {
  const inserted = await db
    .insertInto('remote_releases')
    .values({
      remote,
      version: release.version,
      manifest_url: release.manifestUrl,
      title: release.title,
      routes: JSON.stringify(release.routes),
    })
    .onConflict((oc) => oc.columns(['remote', 'version']).doNothing())
    .returningAll()
    .executeTakeFirst();
  const row =
    inserted ??
    (await db
      .selectFrom('remote_releases')
      .selectAll()
      .where('remote', '=', remote)
      .where('version', '=', release.version)
      .executeTakeFirstOrThrow());
  const same =
    row.manifest_url === release.manifestUrl &&
    row.title === release.title &&
    JSON.stringify(row.routes) === JSON.stringify(release.routes);
  if (!same)
    throw conflict(`${remote} ${release.version} is already released with other contents; versions never change.`);
  return { release: toRelease(row, (await pointer(db, remote))?.version ?? null), created: Boolean(inserted) };
}

/** A pointer as a move finds it: every browser's version, and the canary's. */
interface PointerState {
  current: string | null;
  canary: Canary | null;
}

/** What a move makes of the pointer, and how the audit trail records it. */
interface Move {
  action: RegistryAction;
  current: string;
  canary: { version: string; percent: number } | null;
  /** The version the moved browsers had, and the one they get. */
  from: string | null;
  to: string;
}

/**
 * Moves a remote's pointer under a lock on it, and records the move in the audit trail in the same
 * transaction: `decide` reads the pointer as it stands and says what to make of it.
 */
async function movePointer(
  db: Kysely<Schema>,
  remote: string,
  mover: Mover,
  now: Date,
  decide: (state: PointerState, tx: Transaction<Schema>) => Promise<Move>,
): Promise<PointerMove> {
  return db.transaction().execute(async (tx) => {
    // Serialises concurrent moves of one remote: the first move of a remote has no pointer row to lock yet.
    await tx.selectFrom('remote_releases').select('id').where('remote', '=', remote).forUpdate().execute();
    const row = await pointer(tx, remote);
    const state = { current: row?.version ?? null, canary: row ? toCanary(row) : null };
    const move = await decide(state, tx);
    for (const version of new Set([move.current, move.canary?.version].filter((v): v is string => Boolean(v)))) {
      const known = await tx
        .selectFrom('remote_releases')
        .select('id')
        .where('remote', '=', remote)
        .where('version', '=', version)
        .executeTakeFirst();
      if (!known) throw notFound(`${remote} has no released version ${version}.`);
    }
    const sameCanary = move.canary && state.canary?.version === move.canary.version;
    const canary = {
      canary_version: move.canary?.version ?? null,
      canary_percent: move.canary?.percent ?? null,
      canary_since: move.canary ? (sameCanary ? new Date(state.canary!.since) : now) : null,
    };
    await tx
      .insertInto('remote_pointers')
      .values({ remote, version: move.current, moved_at: now, ...canary })
      .onConflict((oc) => oc.column('remote').doUpdateSet({ version: move.current, moved_at: now, ...canary }))
      .execute();
    await tx
      .insertInto('registry_events')
      .values({
        remote,
        action: move.action,
        from_version: move.from,
        to_version: move.to,
        percent: move.canary?.percent ?? null,
        actor: mover.actor,
        reason: mover.reason ?? null,
        at: now,
      })
      .execute();
    return { remote, previous: move.from, current: move.current, canary: toCanary(canary) };
  });
}

/** Points every browser at a published version (a release, or `PUT current`); a running canary ends. */
export const pointAt = (db: Kysely<Schema>, remote: string, version: string, mover: Mover, now: Date) =>
  movePointer(db, remote, mover, now, async ({ current }) => ({
    action: 'release',
    current: version,
    canary: null,
    from: current,
    to: version,
  }));

/** Serves a published version to `percent` % of browsers, beside the current one (a new canary replaces a running one). */
export const startCanary = (
  db: Kysely<Schema>,
  remote: string,
  { version, percent }: { version: string; percent: number },
  mover: Mover,
  now: Date,
) =>
  movePointer(db, remote, mover, now, async ({ current }) => {
    if (!current)
      throw conflict(`${remote} has no current version yet: release it first, then run a canary beside it.`);
    if (current === version) throw conflict(`${remote} ${version} is already every browser's version.`);
    return { action: 'canary', current, canary: { version, percent }, from: current, to: version };
  });

/** The canary becomes every browser's version. */
export const promoteCanary = (db: Kysely<Schema>, remote: string, mover: Mover, now: Date) =>
  movePointer(db, remote, mover, now, async ({ current, canary }) => {
    if (!canary) throw conflict(`${remote} runs no canary to promote.`);
    return { action: 'promote', current: canary.version, canary: null, from: current, to: canary.version };
  });

/**
 * A rollback: ends a running canary (its browsers go back to the current version); with none, points
 * every browser back to `version`, or to the version released before the current one.
 */
export const rollBack = (db: Kysely<Schema>, remote: string, version: string | undefined, mover: Mover, now: Date) =>
  movePointer(db, remote, mover, now, async ({ current, canary }, tx) => {
    if (canary && !version) {
      return { action: 'rollback', current: current!, canary: null, from: canary.version, to: current! };
    }
    const target = version ?? (await versionBefore(tx, remote, current));
    return { action: 'rollback', current: target, canary: null, from: canary?.version ?? current, to: target };
  });

/**
 * The canary watch's rollback: ends the canary of `version` (only that one: a canary started since is
 * judged on its own samples). False when that canary no longer runs.
 */
export async function endCanaryAutomatically(
  db: Kysely<Schema>,
  remote: string,
  version: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  try {
    await movePointer(db, remote, { actor: 'canary watch', reason }, now, async ({ current, canary }) => {
      if (canary?.version !== version) throw new CanaryGone();
      return { action: 'auto-rollback', current: current!, canary: null, from: version, to: current! };
    });
    return true;
  } catch (error) {
    if (error instanceof CanaryGone) return false;
    throw error;
  }
}
class CanaryGone extends Error {}

/** The version released just before the current one: what a rollback without a version goes back to. */
async function versionBefore(tx: Transaction<Schema>, remote: string, current: string | null) {
  if (!current) throw notFound(`${remote} has no current version to roll back from.`);
  const currentRow = await tx
    .selectFrom('remote_releases')
    .select('id')
    .where('remote', '=', remote)
    .where('version', '=', current)
    .executeTakeFirstOrThrow();
  const earlier = await tx
    .selectFrom('remote_releases')
    .select('version')
    .where('remote', '=', remote)
    .where('id', '<', currentRow.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!earlier) throw conflict(`${remote} ${current} is its first release; there is nothing earlier to roll back to.`);
  return earlier.version;
}
