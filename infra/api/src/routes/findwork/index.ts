import type { FastifyPluginAsync } from 'fastify';
import { forbidden } from '../../lib/http-errors';
import { listingRoutes } from '../../listings/listing-routes';
import { ownPostRoutes } from '../../listings/own-post-routes';

/** /api/findwork (product.md#api-calls): employers' job posts, listed on find-work, and each employer's own. */
const findWorkRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listingRoutes, {
    table: 'job_posts',
    lists: ['GET findwork/advisers'],
    total: 'GET findwork/advisers/total',
  });
  await app.register(ownPostRoutes, {
    table: 'job_posts',
    resource: 'findwork',
    list: 'GET findwork/advisersposts',
    mayCreate(user, now) {
      // product.md#membership and product.md#roles: only employers and "both" with an active membership post jobs.
      if (user.role === 'worker') throw forbidden('Only Employers are allowed to post a job');
      if (!user.membership_expires || user.membership_expires < now)
        throw forbidden('An active membership is needed to post a job.');
    },
    messages: {
      created: 'Data submitted successfully',
      updated: 'Data updated successfully',
      deleted: 'Adviser data deleted successfully',
      notFound: 'No job post of yours has this id.',
    },
  });
};

export default findWorkRoutes;
