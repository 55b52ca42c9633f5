import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiReferencePolicy } from '@fairgo/hosting/security-headers';

/**
 * /api/reference: the API's readable reference (Swagger UI over /api/openapi.json). Its own files are
 * hidden from the description: they are the page, not the API.
 */
const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (_request, reply) => void reply.helmet(apiReferencePolicy));
  await app.register(swaggerUi, {
    routePrefix: '/reference',
    uiConfig: { url: '/api/openapi.json', docExpansion: 'list', deepLinking: true, filter: true },
    staticCSP: false,
  });
};

export default referenceRoutes;
