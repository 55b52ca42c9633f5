import {
  API_ROUTES,
  ErrorReply,
  type ApiRoute,
  type ApiRouteTable,
  type RouteDeclaration,
} from '@fairgo/shared/contract';
import type { FastifyInstance } from 'fastify';

type Failures<Declaration extends RouteDeclaration> = {
  [Status in Declaration['failures'][number]]: typeof ErrorReply;
};
// A route without declared replies (a file, a page, no content) types what it sends itself.
type Response<Declaration extends RouteDeclaration> = Declaration extends { replies: infer Replies }
  ? Replies & Failures<Declaration>
  : unknown;
/** A declaration as Fastify's route schema, typed exactly so the handler's request and reply are. */
type SchemaOf<Declaration extends RouteDeclaration> = {
  params: Declaration extends { params: infer Params } ? Params : undefined;
  querystring: Declaration extends { query: infer Query } ? Query : undefined;
  body: Declaration extends { body: infer Body } ? Body : undefined;
  response: Response<Declaration>;
};
type MethodOf<Route extends string> = Route extends `${infer Method} ${string}` ? Method : never;

/** The contract's key of a served path: 'POST offers/submitOffer/:taskId' for POST /api/offers/submitOffer/:taskId. */
export const keyOf = ({ method, url }: { method: string; url: string }) =>
  `${method} ${url.replace(/^\/api\/|\/$/g, '')}`;

/** A declaration as the schema Fastify serves it with: its inputs, its replies, and each failure as ErrorReply. */
export function schemaOf(declaration: RouteDeclaration) {
  const response: Record<number, unknown> = { ...declaration.replies };
  for (const status of declaration.failures) response[status] = ErrorReply;
  return {
    ...(declaration.params && { params: declaration.params }),
    ...(declaration.query && { querystring: declaration.query }),
    ...(declaration.body && { body: declaration.body }),
    response,
  };
}

/**
 * What Fastify needs to serve a route of the contract (`'POST offers/submitOffer/:taskId'`), in the
 * plugin `scope` whose prefix its path starts with: its method, its path within that prefix and its
 * schema (params, query, body, and each answer by status, failures as `ErrorReply`), so a route
 * file states a route's key and handler, never its shape:
 *
 *   app.route({ ...declared(app, 'POST offers/submitOffer/:taskId'), handler: async (request) => … })
 */
export function declared<Route extends ApiRoute>(scope: FastifyInstance, route: Route) {
  const [method, path] = route.split(' ') as [MethodOf<Route>, string];
  const full = `/api/${path}`;
  if (full !== scope.prefix && !full.startsWith(`${scope.prefix}/`))
    throw new Error(`${route} is declared outside the plugin it is served from (${scope.prefix})`);
  return {
    method,
    url: full.slice(scope.prefix.length) || '/',
    schema: schemaOf(API_ROUTES[route]) as unknown as SchemaOf<ApiRouteTable[Route]>,
  };
}
