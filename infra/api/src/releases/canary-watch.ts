import fp from 'fastify-plugin';
import type { ApiConfig } from '../config';
import { repeatEvery } from '../lib/repeating-job';
import { EMPTY_STATS, healthSince } from './health-store';
import { endCanaryAutomatically } from './pointer-moves';
import { pointers } from './release-store';
import { pruneHealth, pruneReleases } from './retention';
import { canaryVerdict } from './canary-rule';

declare module 'fastify' {
  interface FastifyInstance {
    /** Judges every running canary once; answers the rollbacks it made. */
    watchCanaries: () => Promise<{ remote: string; version: string; reason: string }[]>;
  }
}

/**
 * What the registry does by itself: the canary watch ends a canary that browsers report
 * worse than its stable version (canary-rule.ts), records why and tells every admin in the bell; once a
 * day, old versions and health samples are pruned (retention.ts).
 */
export default fp<{ config: ApiConfig }>(
  async (app, { config }) => {
    app.decorate('watchCanaries', async () => {
      const rolledBack = [];
      for (const { remote, current, canary } of await pointers(app.db)) {
        if (!canary) continue;
        const health = await healthSince(app.db, new Date(canary.since), remote);
        const verdict = canaryVerdict(
          health.get(`${remote} ${canary.version}`) ?? EMPTY_STATS,
          health.get(`${remote} ${current}`) ?? EMPTY_STATS,
          config.canary,
        );
        if (!verdict) continue;
        if (!(await endCanaryAutomatically(app.db, remote, canary.version, verdict, app.now()))) continue;
        app.log.warn({ remote, version: canary.version, reason: verdict }, 'REGISTRY-001 canary rolled back');
        await app.db
          .insertInto('notifications')
          .columns(['user_id', 'message', 'action_url'])
          .expression((eb) =>
            eb
              .selectFrom('users')
              .select((inner) => [
                'id',
                inner
                  .val(`The ${remote} canary ${canary.version} was rolled back automatically: ${verdict}`)
                  .as('message'),
                inner.val('/releases').as('action_url'),
              ])
              .where('is_admin', '=', true),
          )
          .execute();
        rolledBack.push({ remote, version: canary.version, reason: verdict });
      }
      return rolledBack;
    });

    if (config.registry.source === 'database') {
      repeatEvery(app, {
        name: 'canary-watch',
        everyMs: config.canary.checkEveryMs,
        failure: 'REGISTRY-002 canary watch failed',
        run: app.watchCanaries,
      });
      repeatEvery(app, {
        name: 'registry-retention',
        everyMs: config.pruneEveryMs,
        atStart: true,
        failure: 'REGISTRY-003 retention failed',
        run: async () => {
          const removed = await pruneReleases(app.db, app.now(), config.pruneReleaseFiles ? app.store : null);
          const samples = await pruneHealth(app.db, app.now());
          if (removed.length > 0 || samples > 0) app.log.info({ removed, samples }, 'registry retention');
        },
      });
    }
  },
  { name: 'canary-watch', dependencies: ['database'] },
);
