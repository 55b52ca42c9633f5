import type { FastifyPluginAsync } from 'fastify';
import { listingRoutes } from '../../listings/listing-routes';
import { ownPostRoutes } from '../../listings/own-post-routes';

/** /api/findworker (product.md#api-calls): workers' looking-for-work posts, listed on find-worker, and each worker's own. */
const findWorkerRoutes: FastifyPluginAsync = async (app) => {
  // product.md#api-calls: the find-worker page's Search (single role, days, single location) uses its own path.
  await app.register(listingRoutes, {
    table: 'worker_posts',
    lists: ['GET findworker/workers', 'GET findworker/filterworkers'],
    total: 'GET findworker/workers/total',
  });
  await app.register(ownPostRoutes, {
    table: 'worker_posts',
    resource: 'findworker',
    list: 'GET findworker/workerposts',
    // product.md#states: any signed-in user may ask for a job.
    mayCreate: () => undefined,
    messages: {
      created: 'Data submitted successfully',
      updated: 'Data updated successfully',
      deleted: 'Worker data deleted successfully',
      notFound: 'No looking-for-work post of yours has this id.',
    },
  });
};

export default findWorkerRoutes;
