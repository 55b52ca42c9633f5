import {
  CanaryBody,
  CreatedDeployToken,
  DeployToken,
  DeployTokenList,
  DeployTokenParams,
  ErrorReply,
  HealthBeacon,
  HealthPageRequest,
  HealthPageToken,
  NewDeployToken,
  NewRelease,
  PointerBody,
  PointerMove,
  PromoteBody,
  PruneResult,
  Release,
  ReleaseHealth,
  ReleaseList,
  RemoteParams,
  RemoteRegistry,
  RollbackBody,
} from '@fairgo/shared/contract';
import { forVisitor } from '@fairgo/shared/page';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../../config';
import { badRequest, conflict } from '../../lib/http-errors';
import { healthPageToken, readHealthPageToken } from '../../releases/health-pages';
import { checkoutRemotes } from './checkout-remotes';
import {
  createToken,
  listTokens,
  requireDeployToken,
  requireUnscoped,
  resolveDeployToken,
  revokeToken,
} from './deploy-token';
import { EMPTY_STATS, healthSince, recordSamples } from './health-store';
import { pointAt, promoteCanary, rollBack, startCanary } from './pointer-moves';
import { addRelease, currentRemotes, listReleases, pointers, recentEvents } from './release-store';
import { pruneReleases } from './retention';

const HOUR_MS = 60 * 60_000;
/** A beacon is small: 50 samples of a few fields each. */
const BEACON_BYTES = 16 * 1024;

/**
 * The remote registry (ARCHITECTURE §2.2, §2.8): which version of each remote the shell loads, and
 * from where, with any canary beside it. Anyone may read what is current; only release tooling holding
 * a deploy token may change it, and every change is kept in the audit trail, which only that tooling
 * and admins read. Browsers report each
 * remote's health to it, anonymously; admins read that health back.
 */
const registryRoutes: FastifyPluginAsyncTypebox<{ config: ApiConfig }> = async (app, { config }) => {
  const fromCheckout = config.registry.source === 'checkout';
  const deployOnly = requireDeployToken(() => app.db, resolveDeployToken(config.registry));
  const writable = async () => {
    if (fromCheckout)
      throw conflict(
        'The registry follows the checkout (REGISTRY_SOURCE=checkout); releases need the database registry.',
      );
  };
  const mover = (request: FastifyRequest & { body: { reason?: string } }) => ({
    actor: request.deployer!.name,
    reason: request.body.reason?.trim() || null,
  });
  const moves = { 200: PointerMove, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };

  app.get('/', { schema: { response: { 200: RemoteRegistry } } }, async (_request, reply) => {
    // Small and cheap to revalidate: browsers ask each load (a 304 when nothing moved); a CDN may
    // keep it 10 s. A release thus reaches every new page load within seconds.
    void reply.header('Cache-Control', 'public, no-cache, s-maxage=10');
    return { remotes: fromCheckout ? checkoutRemotes(config.remoteOrigins) : await currentRemotes(app.db) };
  });

  // The versions and the audit trail (who moved what, and why) are for release tooling and admins.
  const deployOrAdmin = (request: FastifyRequest, reply: FastifyReply) =>
    /^Bearer /.test(request.headers.authorization ?? '')
      ? deployOnly(request, reply)
      : app.requireAdmin(request, reply);
  app.get(
    '/:remote/releases',
    {
      onRequest: deployOrAdmin,
      schema: { params: RemoteParams, response: { 200: ReleaseList, 401: ErrorReply, 403: ErrorReply } },
    },
    async (request) => listReleases(app.db, request.params.remote),
  );

  app.post(
    '/:remote/releases',
    {
      onRequest: [deployOnly, writable],
      schema: {
        params: RemoteParams,
        body: NewRelease,
        response: { 200: Release, 201: Release, 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 409: ErrorReply },
      },
    },
    async (request, reply) => {
      const url = URL.parse(request.body.manifestUrl);
      if (!url || !/^https?:$/.test(url.protocol) || !url.pathname.endsWith('/mf-manifest.json')) {
        throw badRequest('manifestUrl must be the http(s) address of a published mf-manifest.json.');
      }
      const { release, created } = await addRelease(app.db, request.params.remote, request.body);
      return reply.status(created ? 201 : 200).send(release);
    },
  );

  app.put(
    '/:remote/current',
    { onRequest: [deployOnly, writable], schema: { params: RemoteParams, body: PointerBody, response: moves } },
    async (request) => pointAt(app.db, request.params.remote, request.body.version, mover(request), app.now()),
  );

  app.post(
    '/:remote/canary',
    { onRequest: [deployOnly, writable], schema: { params: RemoteParams, body: CanaryBody, response: moves } },
    async (request) => startCanary(app.db, request.params.remote, request.body, mover(request), app.now()),
  );

  app.post(
    '/:remote/promote',
    { onRequest: [deployOnly, writable], schema: { params: RemoteParams, body: PromoteBody, response: moves } },
    async (request) => promoteCanary(app.db, request.params.remote, mover(request), app.now()),
  );

  app.post(
    '/:remote/rollback',
    { onRequest: [deployOnly, writable], schema: { params: RemoteParams, body: RollbackBody, response: moves } },
    async (request) => rollBack(app.db, request.params.remote, request.body.version, mover(request), app.now()),
  );

  app.post(
    '/prune',
    {
      onRequest: [deployOnly, writable],
      preHandler: requireUnscoped,
      schema: { response: { 200: PruneResult, 401: ErrorReply, 403: ErrorReply } },
    },
    async () => ({ removed: await pruneReleases(app.db, app.now(), config.pruneReleaseFiles ? app.store : null) }),
  );

  app.get(
    '/tokens',
    { onRequest: deployOnly, preHandler: requireUnscoped, schema: { response: { 200: DeployTokenList } } },
    async () => ({ tokens: await listTokens(app.db) }),
  );

  app.post(
    '/tokens',
    {
      onRequest: deployOnly,
      preHandler: requireUnscoped,
      schema: {
        body: NewDeployToken,
        response: { 201: CreatedDeployToken, 401: ErrorReply, 403: ErrorReply, 409: ErrorReply },
      },
    },
    async (request, reply) => reply.status(201).send(await createToken(app.db, request.body, request.deployer!.name)),
  );

  app.delete(
    '/tokens/:name',
    {
      onRequest: deployOnly,
      preHandler: requireUnscoped,
      schema: {
        params: DeployTokenParams,
        response: { 200: DeployToken, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply },
      },
    },
    async (request) => revokeToken(app.db, request.params.name, app.now()),
  );

  // Browsers' health: no session is read, and none is stored. A sampled page load first asks for its
  // token (releases/health-pages.ts), which its beacons then carry; both are small and rate-limited.
  const beaconLimit = { rateLimit: { max: config.rateLimits.beaconsPerIpPerMinute, timeWindow: '1 minute' } };
  app.post(
    '/health/pages',
    { config: beaconLimit, schema: { body: HealthPageRequest, response: { 200: HealthPageToken } } },
    async (request) => {
      const entries = fromCheckout ? checkoutRemotes(config.remoteOrigins) : await currentRemotes(app.db);
      const versions = forVisitor(entries, request.body.bucket ?? null).map((entry) => [entry.name, entry.version]);
      return { token: healthPageToken(app.linkSecret, request.ip, Object.fromEntries(versions), app.now()) };
    },
  );

  app.post(
    '/health',
    { bodyLimit: BEACON_BYTES, config: beaconLimit, schema: { body: HealthBeacon } },
    async (request, reply) => {
      const page = readHealthPageToken(app.linkSecret, request.body.token, app.now());
      if (!page) throw badRequest('token is not a health token of this site, or it has expired');
      await recordSamples(app.db, request.body.samples, page, app.now());
      return reply.status(204).send();
    },
  );

  app.get('/health', { onRequest: app.requireAdmin, schema: { response: { 200: ReleaseHealth } } }, async () => {
    const now = app.now().getTime();
    const [hour, day, moved, events] = await Promise.all([
      healthSince(app.db, new Date(now - HOUR_MS)),
      healthSince(app.db, new Date(now - 24 * HOUR_MS)),
      pointers(app.db),
      recentEvents(app.db, null, 50),
    ]);
    const byRemote = new Map(moved.map((entry) => [entry.remote, entry]));
    const reported = [...day.keys()].map((key) => key.split(' ') as [string, string]);
    const names = [...new Set([...byRemote.keys(), ...reported.map(([remote]) => remote)])].sort();
    return {
      remotes: names.map((remote) => {
        const { current = null, canary = null } = byRemote.get(remote) ?? {};
        const versions = new Set(
          [
            current,
            canary?.version,
            ...reported.filter(([name]) => name === remote).map(([, version]) => version),
          ].filter((version): version is string => Boolean(version)),
        );
        return {
          remote,
          current,
          canary,
          versions: [...versions].map((version) => ({
            version,
            role: version === canary?.version ? ('canary' as const) : version === current ? ('current' as const) : null,
            hour: hour.get(`${remote} ${version}`) ?? EMPTY_STATS,
            day: day.get(`${remote} ${version}`) ?? EMPTY_STATS,
          })),
        };
      }),
      events,
    };
  });
};

export default registryRoutes;
