import type { FastifyPluginAsync } from 'fastify';
import { forbidden } from '../../lib/http-errors';
import { ownPostRoutes } from './own-posts';

/**
 * The two kinds of post (spec §3): employers' job posts under /api/findwork (shown on find-work)
 * and workers' looking-for-work posts under /api/findworker (shown on find-worker).
 */
const postRoutes: FastifyPluginAsync = async (app) => {
  await app.register(ownPostRoutes, {
    prefix: '/findwork',
    table: 'job_posts',
    listPath: '/advisersposts',
    mayCreate(user) {
      // Spec §4 and §6: only employers and "both" with an active membership post jobs.
      if (user.role === 'worker') throw forbidden('Only Employers are allowed to post a job');
      if (!user.membership_expires || user.membership_expires < new Date())
        throw forbidden('An active membership is needed to post a job.');
    },
    messages: {
      created: 'Data submitted successfully',
      updated: 'Data updated successfully',
      deleted: 'Adviser data deleted successfully',
      notFound: 'No job post of yours has this id.',
    },
  });
  await app.register(ownPostRoutes, {
    prefix: '/findworker',
    table: 'worker_posts',
    listPath: '/workerposts',
    // Spec §4: any signed-in user may ask for a job.
    mayCreate: () => undefined,
    messages: {
      created: 'Data submitted successfully',
      updated: 'Data updated successfully',
      deleted: 'Worker data deleted successfully',
      notFound: 'No looking-for-work post of yours has this id.',
    },
  });
};

export default postRoutes;
