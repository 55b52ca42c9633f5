import formbody from '@fastify/formbody';
import { apiPolicy, securityHeaders } from '@fairgo/hosting/security-headers';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MAX_IMAGE_BYTES, REQUEST_LIMITS } from '@fairgo/shared/contract';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { ApiConfig } from './config';
import type { Database } from './db/database';
import { wallClock, type Clock } from './lib/clock';
import auth from './plugins/auth';
import inputRules, { validatorCompiler } from './plugins/input-rules';
import database from './plugins/database';
import { errorHandler, formatSchemaErrors } from './plugins/error-handler';
import mail from './plugins/mail';
import suburbs from './plugins/suburbs';
import uploads from './plugins/uploads';
import accountRoutes from './routes/accounts/index';
import addressRoutes from './routes/addresses/index';
import counterRoutes from './routes/counters/index';
import healthRoutes from './routes/health/index';
import listingRoutes from './routes/listings/index';
import optionRoutes from './routes/options/index';
import outboxRoutes from './routes/outbox/index';
import paymentRoutes from './routes/payments/index';
import postRoutes from './routes/posts/index';
import registryRoutes from './routes/registry/index';
import suburbRoutes from './routes/suburbs/index';
import offerRoutes from './routes/offers/index';
import questionRoutes from './routes/questions/index';
import taskRoutes from './routes/tasks/index';
import taskCompletion from './tasks/auto-complete';
import feedbackRoutes from './routes/feedback/index';
import newsRoutes from './routes/news/index';
import newsletterRoutes from './routes/newsletter/index';
import notificationRoutes from './routes/notifications/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, with its schema. */
    routeTable: RouteOptions[];
  }
}

/**
 * Builds the API (CONVENTIONS: the API by resource): external plugins first, then ours, then the
 * routes by resource, all under /api. `options.database` hands in an opened database (tests).
 */
export async function buildApp(
  config: ApiConfig,
  options: { database?: Database; fastify?: FastifyServerOptions; clock?: Clock } = {},
) {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: () => randomUUID(),
    bodyLimit: REQUEST_LIMITS.formBytes,
    schemaErrorFormatter: formatSchemaErrors,
    // request.ip is the client's address when one of the site's proxies reports it (rate limits).
    trustProxy: config.trustedProxies,
    ...options.fastify,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setErrorHandler(errorHandler);
  app.setValidatorCompiler(validatorCompiler);
  // Every route with its schema, as registered (the fuzz test sends hostile input to each).
  const routeTable: RouteOptions[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => void routeTable.push(route));
  app.decorate('now', options.clock ?? wallClock);

  await app.register(securityHeaders, apiPolicy);
  await app.register(formbody);
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: REQUEST_LIMITS.files,
      fields: REQUEST_LIMITS.fields,
      fieldSize: REQUEST_LIMITS.fieldBytes,
    },
  });
  await app.register(rateLimit, { global: false });
  await app.register(inputRules);

  await app.register(database, { config, ...(options.database ? { database: options.database } : {}) });
  await app.register(auth);
  await app.register(mail, { config });
  await app.register(uploads, { config });
  await app.register(suburbs);
  await app.register(taskCompletion, { config });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { prefix: '/health' });
      await api.register(registryRoutes, { prefix: '/registry', config });
      await api.register(accountRoutes, { config });
      await api.register(suburbRoutes);
      await api.register(optionRoutes);
      await api.register(listingRoutes);
      await api.register(postRoutes);
      await api.register(addressRoutes);
      await api.register(counterRoutes);
      await api.register(outboxRoutes);
      await api.register(taskRoutes, { prefix: '/tasks', config });
      await api.register(offerRoutes, { prefix: '/offers', config });
      await api.register(questionRoutes, { prefix: '/questions' });
      await api.register(notificationRoutes);
      await api.register(newsletterRoutes);
      await api.register(newsRoutes);
      await api.register(feedbackRoutes, { prefix: '/feedback' });
    },
    { prefix: '/api' },
  );
  // The development payment provider's hosted pages (its paths are absolute, see PAYMENT_PAGES).
  await app.register(paymentRoutes);
  return app;
}
