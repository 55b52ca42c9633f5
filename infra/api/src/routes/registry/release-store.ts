import type { Release, RegistryEntry } from '@fairgo/shared/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { RemoteReleasesTable, Schema } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';

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

/** What the shell loads: each remote's current version. */
export async function currentRemotes(db: Db): Promise<RegistryEntry[]> {
  const rows = await db
    .selectFrom('remote_pointers as p')
    .innerJoin('remote_releases as r', (join) =>
      join.onRef('r.remote', '=', 'p.remote').onRef('r.version', '=', 'p.version'),
    )
    .select(['r.remote', 'r.version', 'r.manifest_url', 'r.title', 'r.routes'])
    .orderBy('r.remote')
    .execute();
  return rows.map((row) => ({
    name: row.remote,
    title: row.title,
    version: row.version,
    manifestUrl: row.manifest_url,
    routes: row.routes,
  }));
}

async function pointer(db: Db, remote: string) {
  return db
    .selectFrom('remote_pointers')
    .select(['version', 'moved_at'])
    .where('remote', '=', remote)
    .executeTakeFirst();
}

async function currentVersion(db: Db, remote: string) {
  return (await pointer(db, remote))?.version ?? null;
}

/** Every published version of a remote, newest first. */
export async function listReleases(db: Db, remote: string) {
  const [rows, moved] = await Promise.all([
    db.selectFrom('remote_releases').selectAll().where('remote', '=', remote).orderBy('id', 'desc').execute(),
    pointer(db, remote),
  ]);
  const current = moved?.version ?? null;
  return {
    remote,
    current,
    currentSince: moved?.moved_at.toISOString() ?? null,
    releases: rows.map((row) => toRelease(row, current)),
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
  return { release: toRelease(row, await currentVersion(db, remote)), created: Boolean(inserted) };
}

/** Points the shell at a published version, under a lock on the remote's pointer. */
export async function movePointer(
  db: Kysely<Schema>,
  remote: string,
  target: (current: string | null, tx: Transaction<Schema>) => Promise<string>,
  now: Date,
) {
  return db.transaction().execute(async (tx) => {
    // Serialises concurrent releases of one remote: the first pointer move of a remote has no row to lock yet.
    await tx.selectFrom('remote_releases').select('id').where('remote', '=', remote).forUpdate().execute();
    const previous = await currentVersion(tx, remote);
    const version = await target(previous, tx);
    const known = await tx
      .selectFrom('remote_releases')
      .select('id')
      .where('remote', '=', remote)
      .where('version', '=', version)
      .executeTakeFirst();
    if (!known) throw notFound(`${remote} has no released version ${version}.`);
    await tx
      .insertInto('remote_pointers')
      .values({ remote, version, moved_at: now })
      .onConflict((oc) => oc.column('remote').doUpdateSet({ version, moved_at: now }))
      .execute();
    return { remote, previous, current: version };
  });
}

/** The version released just before the current one: what a rollback without a version goes back to. */
export async function versionBefore(tx: Transaction<Schema>, remote: string, current: string | null) {
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
