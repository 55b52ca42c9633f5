import type {} from '@fastify/helmet';
import {
  ListingSearchFiltersSchema,
  type NewSavedSearchBody,
  TaskSearchFiltersSchema,
  type NewSavedSearch,
} from '@fairgo/shared/contract';
import { apiPagePolicy } from '@fairgo/hosting/security-headers';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static } from 'typebox';
import { html, page, PAGE_STYLE_HASH } from '../../lib/html-page';
import { checkWith } from '../../lib/validate';
import {
  changeSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  saveSearch,
  stopSearchEmails,
} from '../../saved-searches/saved-search-store';
import { userOfUnsubscribeToken } from '../../saved-searches/unsubscribe-token';
import { declared } from '../../lib/declared-route';

const checkListingFilters = checkWith(ListingSearchFiltersSchema, 'filters');
const checkTaskFilters = checkWith(TaskSearchFiltersSchema, 'filters');

/** The filters of a new search, checked against its kind's: a bad one is a 400 naming it. */
const readNewSearch = ({ kind, filters }: Static<typeof NewSavedSearchBody>): NewSavedSearch =>
  kind === 'task' ? { kind, filters: checkTaskFilters(filters) } : { kind, filters: checkListingFilters(filters) };

const PAGE_POLICY = apiPagePolicy([PAGE_STYLE_HASH]);
export const UNSUBSCRIBED = 'You will no longer get emails about your saved searches.';
export const BAD_UNSUBSCRIBE_LINK = 'token: this unsubscribe link is not valid. Copy the whole link from the email.';

/**
 * /api/savedSearches: the caller's saved searches (list, save, pause or resume, e-mails on
 * or off, delete), and the digest's unsubscribe link, which works without a session (a signed token)
 * and only ever turns e-mails off: GET shows a page, POST is the mail client's one click (RFC 8058).
 */
const savedSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...declared(app, 'GET savedSearches'),
    onRequest: app.authenticate,
    handler: async (request) => {
      return listSavedSearches(app, request.user!.id);
    },
  });

  app.route({
    ...declared(app, 'POST savedSearches'),
    onRequest: app.authenticate,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) =>
      reply.status(201).send(await saveSearch(app, request.user!.id, readNewSearch(request.body))),
  });

  app.route({
    ...declared(app, 'PATCH savedSearches/:searchId'),
    onRequest: app.authenticate,
    handler: async (request) => changeSavedSearch(app, request.user!.id, request.params.searchId, request.body),
  });

  app.route({
    ...declared(app, 'DELETE savedSearches/:searchId'),
    onRequest: app.authenticate,
    handler: async (request) => {
      await deleteSavedSearch(app, request.user!.id, request.params.searchId);
      return { message: 'Saved search deleted.' };
    },
  });

  const unsubscribeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  app.route({
    ...declared(app, 'GET savedSearches/unsubscribe'),
    config: unsubscribeLimit,
    handler: async (request, reply) => {
      reply.helmet(PAGE_POLICY);
      const userId = userOfUnsubscribeToken(app.linkSecrets.read, request.query.token);
      if (userId) await stopSearchEmails(app, userId);
      const body = userId
        ? html`<p>${UNSUBSCRIBED}</p>
            <p>
              New matches still show in the bell when you are signed in. You can turn the emails back on, pause or
              delete each search in your profile.
            </p>`
        : html`<p>${BAD_UNSUBSCRIBE_LINK}</p>`;
      return reply
        .status(userId ? 200 : 400)
        .type('text/html')
        .send(page(userId ? 'Unsubscribed' : 'Link not valid', body));
    },
  });
  app.route({
    ...declared(app, 'POST savedSearches/unsubscribe'),
    config: unsubscribeLimit,
    handler: async (request, reply) => {
      const userId = userOfUnsubscribeToken(app.linkSecrets.read, request.query.token);
      if (!userId) return reply.status(400).send({ message: BAD_UNSUBSCRIBE_LINK });
      await stopSearchEmails(app, userId);
      return { message: UNSUBSCRIBED };
    },
  });
};

export default savedSearchRoutes;
