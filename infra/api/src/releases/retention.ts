import { APPS } from '@fairgo/hosting/apps';
import { releaseKey, type ObjectStore } from '@fairgo/hosting/object-store';
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/** How long what the registry keeps is kept (docs/releasing.md: retention). */
export const RETENTION = {
  /** A version that was served (current or canary) within these days stays published: an open tab may need it. */
  servedWithinDays: 7,
  /** And each remote's latest releases, served or not. */
  keepLast: 5,
  /** Browsers' health samples. */
  healthDays: 30,
};

const DAY_MS = 24 * 60 * 60_000;

/**
 * Removes the published versions no browser can still need: every version of each remote except its
 * current one, its canary, any version served (current or canary) in the last 7 days, and its last 5.
 * Their rows go from the registry and, when `store` is given, their files from the object store.
 */
export async function pruneReleases(db: Kysely<Schema>, now: Date, store: Pick<ObjectStore, 'remove'> | null) {
  const since = new Date(now.getTime() - RETENTION.servedWithinDays * DAY_MS);
  // A version served in the window: named by a move made in it, or by the move that put it in place
  // before the window began (the pointer's versions are kept anyway).
  const removed = await db
    .deleteFrom('remote_releases as r')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('remote_pointers as p')
            .select(sql`1`.as('one'))
            .whereRef('p.remote', '=', 'r.remote')
            .where((eb) =>
              eb.or([eb('p.version', '=', eb.ref('r.version')), eb('p.canary_version', '=', eb.ref('r.version'))]),
            ),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('registry_events as e')
            .select(sql`1`.as('one'))
            .whereRef('e.remote', '=', 'r.remote')
            .where('e.at', '>=', since)
            .where((eb) =>
              eb.or([eb('e.from_version', '=', eb.ref('r.version')), eb('e.to_version', '=', eb.ref('r.version'))]),
            ),
        ),
      ),
    )
    .where(
      'r.id',
      'not in',
      db
        .selectFrom(
          db
            .selectFrom('remote_releases')
            .select(['id', sql<number>`row_number() OVER (PARTITION BY remote ORDER BY id DESC)`.as('rank')])
            .as('ranked'),
        )
        .select('ranked.id')
        .where('ranked.rank', '<=', RETENTION.keepLast),
    )
    .returning(['r.remote', 'r.version'])
    .execute();
  const folders = removed.map(({ remote, version }) => {
    const folder = APPS.find((site) => site.name === remote)?.folder ?? remote;
    return { remote, version, folder: `${folder}/${version}`, key: releaseKey(folder, version) };
  });
  await store?.remove(folders.map(({ key }) => key));
  return folders
    .map(({ remote, version, folder }) => ({ remote, version, folder }))
    .sort((a, b) => a.remote.localeCompare(b.remote) || a.version.localeCompare(b.version));
}

/** Drops browsers' health samples older than 30 days. */
export async function pruneHealth(db: Kysely<Schema>, now: Date) {
  const before = new Date(now.getTime() - RETENTION.healthDays * DAY_MS);
  const { numDeletedRows } = await db.deleteFrom('remote_health').where('recorded_at', '<', before).executeTakeFirst();
  return Number(numDeletedRows);
}
