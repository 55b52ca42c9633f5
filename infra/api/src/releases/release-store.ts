import { HOST } from '@fairgo/hosting/apps';
import type { Canary, RegistryEntry, RegistryEvent, Release } from '@fairgo/shared/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import type { RemoteReleasesTable } from '../db/schema-registry';
import { conflict } from '../lib/http-errors';

type Db = Kysely<Schema> | Transaction<Schema>;
type ReleaseRow = Selectable<RemoteReleasesTable>;

const toRelease = (row: ReleaseRow, current: string | null): Release => ({
  version: row.version,
  manifestUrl: row.manifest_url,
  title: row.title,
  routes: row.routes,
  releasedAt: row.released_at.toISOString(),
  current: row.version === current,
});

export const toCanary = (row: {
  canary_version: string | null;
  canary_percent: number | null;
  canary_since: Date | null;
}): Canary | null =>
  row.canary_version && row.canary_percent && row.canary_since
    ? { version: row.canary_version, percent: row.canary_percent, since: row.canary_since.toISOString() }
    : null;

/** What the shell loads: each remote's current version, and its canary with its share of browsers. */
export async function currentRemotes(db: Db): Promise<RegistryEntry[]> {
  // The shell's own builds are released in the same tables, and served by its hosts, not loaded as a remote.
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
    .where('p.remote', '!=', HOST.name)
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

/** The shell's build its hosts serve pages of, once one is released (`npm run release -- shell`). */
export async function currentShell(db: Db): Promise<{ version: string; manifestUrl: string } | undefined> {
  return db
    .selectFrom('remote_pointers as p')
    .innerJoin('remote_releases as r', (join) =>
      join.onRef('r.remote', '=', 'p.remote').onRef('r.version', '=', 'p.version'),
    )
    .select(['r.version', 'r.manifest_url as manifestUrl'])
    .where('p.remote', '=', HOST.name)
    .executeTakeFirst();
}

export async function pointer(db: Db, remote: string) {
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
