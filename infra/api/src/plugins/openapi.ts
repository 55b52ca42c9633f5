import swagger from '@fastify/swagger';
import { API_ROUTES, type RouteDeclaration } from '@fairgo/shared/contract';
import fp from 'fastify-plugin';
import { keyOf } from '../lib/declared-route';

/**
 * What a route answers that is not JSON, which its served schema cannot say: a file, an HTML page (a
 * form sent to one is answered with a 303 to the page again), or 204 with no body.
 */
function answersBeyondJson(method: string, declaration: RouteDeclaration): Record<number, unknown> {
  if (declaration.noContent) return { 204: { description: 'Done; no content.', type: 'null' } };
  if (declaration.file)
    return { 200: { description: 'The file.', content: { 'application/octet-stream': { schema: {} } } } };
  if (!declaration.page) return {};
  const page = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });
  return {
    ...(method === 'POST'
      ? { 303: { description: 'Sent; see the page again.', type: 'null' } }
      : { 200: page('The page.') }),
    ...Object.fromEntries(declaration.failures.map((status) => [status, page('The page, saying what went wrong.')])),
  };
}

/**
 * The API described as OpenAPI 3.1 (@fastify/swagger), from the schemas every route is served with,
 * which are the contract's (`declared`): registered before the routes, it sees each one as it is added.
 * Each operation is named by its contract key, grouped by its folder of routes/, and marked as needing
 * a session where the contract says it may answer 401. Served by routes/openapi.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'FairGo API',
          version: '1',
          description:
            'The API of FairGo, the marketplace for casual work in Australia. A session is the token that ' +
            'POST /api/login answers, sent as-is in the Authorization header (no prefix).',
        },
        servers: [{ url: '/' }],
        components: { securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      },
      transform: ({ schema, url, route }) => {
        const method = [route.method].flat()[0]!;
        const key = keyOf({ method, url: route.url });
        const declaration = API_ROUTES[key as keyof typeof API_ROUTES] as RouteDeclaration | undefined;
        const folder = (route.config as { folder?: string } | undefined)?.folder;
        return {
          // A resource's root is served at /api/feedback and /api/feedback/: described once, as the client calls it.
          url: url.replace(/(.)\/$/, '$1'),
          schema: {
            ...schema,
            operationId: key,
            ...(folder ? { tags: [folder] } : {}),
            ...(declaration?.failures.includes(401) ? { security: [{ session: [] }] } : {}),
            ...(declaration
              ? { response: { ...(schema.response as object), ...answersBeyondJson(method, declaration) } }
              : {}),
          },
        };
      },
    });
  },
  { name: 'openapi' },
);
