import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { repeatEvery } from '../lib/repeating-job';

/**
 * A @fastify/rate-limit store in PostgreSQL's rate_limit_counts: one count per key and window that
 * every API instance adds to, so a limit holds whichever instance answers (one upsert per limited request).
 */
function postgresStore(app: FastifyInstance, prefix = ''): FastifyRateLimitStoreCtor {
  return class PostgresStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      sql<{ count: number; ttl: string }>`
        INSERT INTO rate_limit_counts AS c (key, count, resets_at)
        VALUES (${prefix + key}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN c.resets_at <= now() THEN 1 ELSE c.count + 1 END,
          resets_at = CASE WHEN c.resets_at <= now() THEN excluded.resets_at ELSE c.resets_at END
        RETURNING count, ceil(extract(epoch FROM resets_at - now()) * 1000)::bigint AS ttl`
        .execute(app.db)
        .then(
          ({ rows: [row] }) => callback(null, { current: row!.count, ttl: Math.max(0, Number(row!.ttl)) }),
          (error: Error) => callback(error),
        );
    }
    /** A route's own limit counts apart from every other route's. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin hands in its merged options, which name the route (none for createRateLimit).
      const { method, url } = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
      return new (postgresStore(app, method && url ? `${method} ${url}|` : 'shared|'))({});
    }
  };
}

/**
 * @fastify/rate-limit, opt-in per route (`config.rateLimit`). On a PostgreSQL server, which several
 * instances may share, counts live in the database; the embedded PGlite serves one process only, so
 * its counts stay in that process's memory.
 */
export default fp(
  async (app) => {
    const shared = app.database.kind === 'postgres';
    await app.register(rateLimit, { global: false, ...(shared ? { store: postgresStore(app) } : {}) });
    if (shared) {
      repeatEvery(app, {
        name: 'rate-limit-prune',
        everyMs: 60 * 60_000,
        failure: 'RATE-001 pruning rate-limit counts failed',
        run: () =>
          app.db
            .deleteFrom('rate_limit_counts')
            .where('resets_at', '<', sql<Date>`now()`)
            .execute(),
      });
    }
  },
  { name: 'rate-limits', dependencies: ['database'] },
);
