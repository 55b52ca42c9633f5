import type { ReleaseHealth } from '@fairgo/shared/contract';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { EMPTY_STATS, healthSince } from './health-store';
import { pointers, recentEvents } from './release-store';

const HOUR_MS = 60 * 60_000;

/**
 * What admins read of the releases (/releases in mf-admin): each remote's current version and canary,
 * every version browsers reported in the last day with its health over the last hour and day, and the
 * latest moves of the pointers.
 */
export async function releaseHealth(db: Kysely<Schema>, now: Date): Promise<ReleaseHealth> {
  const time = now.getTime();
  const [hour, day, moved, events] = await Promise.all([
    healthSince(db, new Date(time - HOUR_MS)),
    healthSince(db, new Date(time - 24 * HOUR_MS)),
    pointers(db),
    recentEvents(db, null, 50),
  ]);
  const byRemote = new Map(moved.map((entry) => [entry.remote, entry]));
  const reported = [...day.keys()].map((key) => key.split(' ') as [string, string]);
  const names = [...new Set([...byRemote.keys(), ...reported.map(([remote]) => remote)])].sort();
  return {
    remotes: names.map((remote) => {
      const { current = null, canary = null } = byRemote.get(remote) ?? {};
      const versions = new Set(
        [
          current,
          canary?.version,
          ...reported.filter(([name]) => name === remote).map(([, version]) => version),
        ].filter((version): version is string => Boolean(version)),
      );
      return {
        remote,
        current,
        canary,
        versions: [...versions].map((version) => ({
          version,
          role: version === canary?.version ? ('canary' as const) : version === current ? ('current' as const) : null,
          hour: hour.get(`${remote} ${version}`) ?? EMPTY_STATS,
          day: day.get(`${remote} ${version}`) ?? EMPTY_STATS,
        })),
      };
    }),
    events,
  };
}
