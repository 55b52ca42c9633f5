import { ErrorReply, Listings, ListingsQuery } from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { searchListings, type ListingTable } from './search-listings';

/**
 * The listings everyone may browse (spec §7): employers' job posts on find-work, workers'
 * looking-for-work posts on find-worker, with the filters of spec §4. Contact details only reach
 * members (./search-listings).
 */
const listingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = (path: string, table: ListingTable) =>
    app.get(
      path,
      {
        onRequest: app.identify,
        schema: { querystring: ListingsQuery, response: { 200: Listings, 400: ErrorReply } },
      },
      async (request, reply) => {
        // Contact details differ by viewer: never cached by a shared cache.
        void reply.header('cache-control', 'private, no-cache').header('vary', 'authorization');
        return searchListings(app, table, request.query, request.user);
      },
    );

  route('/findwork/advisers', 'job_posts');
  route('/findworker/workers', 'worker_posts');
  // Spec §7: the find-worker page's Search (single role, days, single location) uses its own path.
  route('/findworker/filterworkers', 'worker_posts');
};

export default listingRoutes;
