import { ErrorReply, Listings, ListingsQuery, ListingsTotal } from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { countListings, searchListings, type ListingTable } from './search-listings';

/**
 * The listings everyone may browse (spec §7), the same for job posts (/api/findwork/advisers) and
 * looking-for-work posts (/api/findworker/workers, /filterworkers), with the filters of spec §4.
 * Contact details only reach members (./search-listings). Beyond the spec, `<first path>/total`
 * counts what the same filters match, for the page's "24 workers".
 */
export const listingRoutes: FastifyPluginAsyncTypebox<{ table: ListingTable; paths: string[] }> = async (
  app,
  { table, paths },
) => {
  for (const path of paths)
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
  app.get(
    `${paths[0]}/total`,
    { schema: { querystring: ListingsQuery, response: { 200: ListingsTotal, 400: ErrorReply } } },
    async (request, reply) => {
      // The same for every viewer; new posts should show within a few seconds.
      void reply.header('cache-control', 'public, max-age=5');
      return countListings(app, table, request.query);
    },
  );
};
