import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ListingsQuery } from '@fairgo/shared/contract';
import { createCache } from 'async-cache-dedupe';
import { declared } from '../lib/declared-route';
import { countListings } from './count-listings';
import { searchListings, type ListingTable } from './search-listings';

/**
 * The listings everyone may browse (product.md#api-calls), the same for job posts (/api/findwork/advisers) and
 * looking-for-work posts (/api/findworker/workers, /filterworkers), with the filters of product.md#listing-searches.
 * Contact details only reach members (./search-listings). Beyond the spec, `…/total`
 * counts what the same filters match, for the page's "24 workers".
 */
export const listingRoutes: FastifyPluginAsyncTypebox<{
  table: ListingTable;
  lists: ('GET findwork/advisers' | 'GET findworker/workers' | 'GET findworker/filterworkers')[];
  total: 'GET findwork/advisers/total' | 'GET findworker/workers/total';
}> = async (app, { table, lists, total }) => {
  // Visitors (no session) asking for the same page get the same answer: while one read of it is in
  // flight, the others wait for it instead of starting their own (ttl 0: nothing is kept once it is
  // answered, so an answer is never older than one read). A crowd on the first page of a list then costs
  // a query per round trip, not per visitor. Signed-in viewers always read on their own: a member's
  // page has contact details, and whoever just posted sees their post.
  const visitorPages = createCache({ ttl: 0 }).define('page', (query: ListingsQuery) =>
    searchListings(app, table, query, null),
  );
  for (const list of lists)
    app.route({
      ...declared(app, list),
      onRequest: app.identify,
      handler: async (request, reply) => {
        // Contact details differ by viewer: never cached by a shared cache.
        void reply.header('cache-control', 'private, no-cache').header('vary', 'authorization');
        return request.user
          ? searchListings(app, table, request.query, request.user)
          : visitorPages.page(request.query);
      },
    });
  app.route({
    ...declared(app, total),
    handler: async (request, reply) => {
      // The same for every viewer; new posts should show within a few seconds.
      void reply.header('cache-control', 'public, max-age=5');
      return countListings(app, table, request.query);
    },
  });
};
