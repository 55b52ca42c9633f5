import formbody from '@fastify/formbody';
import { apiPolicy, securityHeaders } from '@fairgo/hosting/security-headers';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MAX_IMAGE_BYTES, REQUEST_LIMITS } from '@fairgo/shared/contract';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
  type RawServerDefault,
  type RouteOptions,
} from 'fastify';
import { randomUUID } from 'node:crypto';
import type { ApiConfig } from './config';
import type { Database } from './db/database';
import type { ObjectStore } from '@fairgo/hosting/object-store';
import { wallClock, type Clock } from './lib/clock';
import { serializerCompiler } from './lib/serializer-compiler';
import auth from './plugins/auth';
import inputRules, { validatorCompiler } from './plugins/input-rules';
import database from './plugins/database';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  errorHandler,
  formatSchemaErrors,
  serverFailure,
  SHUTTING_DOWN_MESSAGE,
} from './plugins/error-handler';
import idempotency from './plugins/idempotency';
import mail from './plugins/mail';
import payments from './plugins/payments';
import suburbs from './plugins/suburbs';
import uploads from './plugins/uploads';
import metrics from './plugins/metrics';
import rateLimits from './plugins/rate-limits';
import objectStore from './plugins/object-store';
import attemptLimit from './plugins/attempt-limit';
import certificateOptionRoutes from './routes/certificateOptions/index';
import counterRoutes from './routes/counters/index';
import feedbackRoutes from './routes/feedback/index';
import findWorkRoutes from './routes/findwork/index';
import findWorkerRoutes from './routes/findworker/index';
import googleRoutes from './routes/google/index';
import openapi from './plugins/openapi';
import healthRoutes from './routes/health/index';
import openapiRoutes from './routes/openapi/index';
import referenceRoutes from './routes/reference/index';
import jobInterestRoutes from './routes/jobInterest/index';
import jobRoleRoutes from './routes/jobRoles/index';
import resumeRoutes from './routes/resumes/index';
import accountRoutes from './routes/account/index';
import loginRoutes from './routes/login/index';
import newsRoutes from './routes/news/index';
import newsletterRoutes from './routes/newsletter/index';
import notificationRoutes from './routes/notifications/index';
import offerRoutes from './routes/offers/index';
import outboxRoutes from './routes/outbox/index';
import passwordRoutes from './routes/passwords/index';
import peopleRoutes from './routes/people/index';
import paymentRoutes from './routes/payments/index';
import questionRoutes from './routes/questions/index';
import registerRoutes from './routes/register/index';
import savedSearchRoutes from './routes/savedSearches/index';
import registryRoutes from './routes/registry/index';
import reportRoutes from './routes/reports/index';
import suburbRoutes from './routes/suburbs/index';
import taskRoutes from './routes/tasks/index';
import uploadRoutes from './routes/uploads/index';
import taskCompletion from './tasks/auto-complete';
import searchAlerts from './saved-searches/digest';
import credentialReminders from './credentials/reminders';
import canaryWatch from './releases/canary-watch';
import credentialRoutes from './routes/credentials';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The folder of routes/ the route is served from (the route table of docs/api.md). */
    folder?: string;
  }
  interface FastifyInstance {
    /** Every route as registered, with its schema. */
    routeTable: RouteOptions[];
  }
}

/**
 * Registers the plugin of routes/<folder>/ on `parent`, noting the folder on each of its routes. It runs
 * inside one plugin of its own, named: Fastify names an unnamed plugin by looking for it among every loaded
 * module (`require.cache`): in a Jest test, where each test starts an app, ~0.4 s of each start.
 */
const routesOf =
  (parent: FastifyInstance) =>
  async <Options extends object>(
    folder: string,
    plugin: FastifyPluginAsync<Options, RawServerDefault, TypeBoxTypeProvider>,
    options: Options & { prefix?: string },
  ) => {
    const routes = async (scope: typeof parent) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, folder };
      });
      await plugin(scope, options);
    };
    return parent.register(Object.assign(routes, { [Symbol.for('fastify.display-name')]: `routes/${folder}` }), {
      prefix: options.prefix,
    });
  };

/**
 * Builds the API (CONVENTIONS: the API by resource): external plugins first, then ours, then the
 * routes by resource, all under /api. `options.database` hands in an opened database (tests), and
 * `options.afterClose` runs once everything of the app has closed, its jobs included (a test drops its
 * database schema there).
 */
export async function buildApp(
  config: ApiConfig,
  options: {
    database?: Database;
    store?: ObjectStore;
    fastify?: FastifyServerOptions;
    clock?: Clock;
    afterClose?: () => Promise<void>;
  } = {},
) {
  const app = Fastify({
    logger: config.logPretty
      ? {
          level: config.logLevel,
          transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
        }
      : { level: config.logLevel },
    genReqId: () => randomUUID(),
    bodyLimit: REQUEST_LIMITS.formBytes,
    schemaErrorFormatter: formatSchemaErrors,
    // request.ip is the client's address when one of the site's proxies reports it (rate limits).
    trustProxy: config.trustedProxies,
    // The embedded database's first start (a new cluster and every migration) took over Fastify's
    // default 10 s for a plugin on a busy 2-core machine; two minutes still ends a start that hangs.
    pluginTimeout: 120_000,
    // Shutting down, a request is answered by the hook below, with the API's own 503.
    return503OnClosing: false,
    ...options.fastify,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Fastify runs onClose hooks last-added first: added before any plugin's, this one runs after them all.
  const { afterClose } = options;
  if (afterClose) app.addHook('onClose', () => afterClose());
  app.setErrorHandler(errorHandler);
  // Once closing has begun, a request that still arrives (on a kept-alive connection) is told to come
  // back, in the API's own words; requests already in flight finish.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close').header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return serverFailure(reply, 503, 'shuttingDown', SHUTTING_DOWN_MESSAGE);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every route with its schema, as registered (the fuzz test sends hostile input to each).
  const routeTable: RouteOptions[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => void routeTable.push(route));
  app.decorate('now', options.clock ?? wallClock);

  await app.register(securityHeaders, apiPolicy);
  // An answer is kept by no cache unless its route says it may be (public lists, uploads, the
  // registry): most answers are someone's own (a session's tasks, a token at login).
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });
  await app.register(formbody);
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: REQUEST_LIMITS.files,
      fields: REQUEST_LIMITS.fields,
      fieldSize: REQUEST_LIMITS.fieldBytes,
    },
  });
  await app.register(inputRules);
  await app.register(metrics);
  // Before any route: it describes each route as it is added.
  await app.register(openapi);

  await app.register(objectStore, { config, ...(options.store ? { store: options.store } : {}) });
  await app.register(database, { config, ...(options.database ? { database: options.database } : {}) });
  await app.register(rateLimits);
  await app.register(auth);
  await app.register(idempotency);
  await app.register(attemptLimit, { config });
  await app.register(mail, { config });
  await app.register(uploads);
  await app.register(suburbs);
  await app.register(payments, { config });
  await app.register(taskCompletion, { config });
  await app.register(searchAlerts, { config });
  await app.register(credentialReminders, { config });
  await app.register(canaryWatch, { config });

  await app.register(
    async (api) => {
      // Each folder of routes/ is named after the first segment of its paths (product.md#api-calls); the flat paths
      // (/forgotPassword, /visitorcount…) sit with their resource. The route table of docs/api.md names each
      // path's folder, and test/routes/route-table.test.ts keeps it true.
      const serve = routesOf(api);
      await serve('health', healthRoutes, { prefix: '/health' });
      await serve('openapi', openapiRoutes, {});
      await serve('reference', referenceRoutes, {});
      await serve('registry', registryRoutes, { prefix: '/registry', config });
      await serve('login', loginRoutes, { config });
      await serve('register', registerRoutes, { config });
      await serve('passwords', passwordRoutes, { config });
      await serve('suburbs', suburbRoutes, {});
      await serve('jobRoles', jobRoleRoutes, {});
      await serve('certificateOptions', certificateOptionRoutes, {});
      await serve('findwork', findWorkRoutes, { prefix: '/findwork' });
      await serve('findworker', findWorkerRoutes, { prefix: '/findworker' });
      await serve('jobInterest', jobInterestRoutes, { prefix: '/jobInterest' });
      await serve('resumes', resumeRoutes, { prefix: '/resumes' });
      await serve('account', accountRoutes, { prefix: '/account' });
      await serve('google', googleRoutes, {});
      await serve('counters', counterRoutes, {});
      await serve('outbox', outboxRoutes, {});
      await serve('tasks', taskRoutes, { prefix: '/tasks', config });
      await serve('offers', offerRoutes, { prefix: '/offers', config });
      await serve('questions', questionRoutes, { prefix: '/questions' });
      await serve('notifications', notificationRoutes, {});
      await serve('newsletter', newsletterRoutes, {});
      await serve('news', newsRoutes, {});
      await serve('feedback', feedbackRoutes, { prefix: '/feedback' });
      await serve('payments', paymentRoutes, { prefix: '/payments', config });
      await serve('uploads', uploadRoutes, {});
      await serve('people', peopleRoutes, {});
      await serve('reports', reportRoutes, {});
      await serve('savedSearches', savedSearchRoutes, {});
      await serve('credentials', credentialRoutes, {});
    },
    { prefix: '/api' },
  );
  return app;
}
