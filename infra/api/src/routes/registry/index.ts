import { forVisitor } from '@fairgo/shared/page';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../../config';
import { badRequest, conflict } from '../../lib/http-errors';
import { healthPageToken, readHealthPageToken } from '../../releases/health-pages';
import { checkoutRemotes } from '../../releases/checkout-remotes';
import {
  createToken,
  listTokens,
  requireDeployToken,
  requireUnscoped,
  resolveDeployToken,
  revokeToken,
} from '../../releases/deploy-token';
import { recordSamples } from '../../releases/health-store';
import { releaseHealth } from '../../releases/release-health';
import { pointAt, promoteCanary, rollBack, startCanary } from '../../releases/pointer-moves';
import { addRelease, currentRemotes, currentShell, listReleases } from '../../releases/release-store';
import { HOST } from '@fairgo/hosting/apps';
import { pruneReleases } from '../../releases/retention';
import { declared } from '../../lib/declared-route';

/** A beacon is small: 50 samples of a few fields each. */
const BEACON_BYTES = 16 * 1024;

/**
 * The remote registry (architecture.md#the-registry, architecture.md#independent-release): which version of each remote the shell loads, and
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

  app.route({
    ...declared(app, 'GET registry'),
    handler: async (_request, reply) => {
      // Small and cheap to revalidate: browsers ask each load (a 304 when nothing moved); a CDN may
      // keep it 10 s. A release thus reaches every new page load within seconds.
      void reply.header('Cache-Control', 'public, no-cache, s-maxage=10');
      if (fromCheckout) return { remotes: checkoutRemotes(config.remoteOrigins) };
      const [remotes, shell] = await Promise.all([currentRemotes(app.db), currentShell(app.db)]);
      return { remotes, shell };
    },
  });

  // The versions and the audit trail (who moved what, and why) are for release tooling and admins.
  const deployOrAdmin = (request: FastifyRequest, reply: FastifyReply) =>
    /^Bearer /.test(request.headers.authorization ?? '')
      ? deployOnly(request, reply)
      : app.requireAdmin(request, reply);
  app.route({
    ...declared(app, 'GET registry/:remote/releases'),
    onRequest: deployOrAdmin,
    handler: async (request) => listReleases(app.db, request.params.remote),
  });

  app.route({
    ...declared(app, 'POST registry/:remote/releases'),
    onRequest: [deployOnly, writable],
    handler: async (request, reply) => {
      const url = URL.parse(request.body.manifestUrl);
      if (!url || !/^https?:$/.test(url.protocol) || !url.pathname.endsWith('/mf-manifest.json')) {
        throw badRequest('manifestUrl must be the http(s) address of a published mf-manifest.json.');
      }
      const { release, created } = await addRelease(app.db, request.params.remote, request.body);
      return reply.status(created ? 201 : 200).send(release);
    },
  });

  app.route({
    ...declared(app, 'PUT registry/:remote/current'),
    onRequest: [deployOnly, writable],
    handler: async (request) => pointAt(app.db, request.params.remote, request.body.version, mover(request), app.now()),
  });

  app.route({
    ...declared(app, 'POST registry/:remote/canary'),
    onRequest: [deployOnly, writable],
    handler: async (request) => {
      // A shell host serves one build's pages to every visitor: the shell is released, or rolled back, whole.
      if (request.params.remote === HOST.name)
        throw conflict('The shell has no canary: release a version of it, or roll it back.');
      return startCanary(app.db, request.params.remote, request.body, mover(request), app.now());
    },
  });

  app.route({
    ...declared(app, 'POST registry/:remote/promote'),
    onRequest: [deployOnly, writable],
    handler: async (request) => promoteCanary(app.db, request.params.remote, mover(request), app.now()),
  });

  app.route({
    ...declared(app, 'POST registry/:remote/rollback'),
    onRequest: [deployOnly, writable],
    handler: async (request) =>
      rollBack(app.db, request.params.remote, request.body.version, mover(request), app.now()),
  });

  app.route({
    ...declared(app, 'POST registry/prune'),
    onRequest: [deployOnly, writable],
    preHandler: requireUnscoped,
    handler: async () => ({
      removed: await pruneReleases(app.db, app.now(), config.pruneReleaseFiles ? app.store : null),
    }),
  });

  app.route({
    ...declared(app, 'GET registry/tokens'),
    onRequest: deployOnly,
    preHandler: requireUnscoped,
    handler: async () => ({ tokens: await listTokens(app.db) }),
  });

  app.route({
    ...declared(app, 'POST registry/tokens'),
    onRequest: deployOnly,
    preHandler: requireUnscoped,
    handler: async (request, reply) =>
      reply.status(201).send(await createToken(app.db, request.body, request.deployer!.name)),
  });

  app.route({
    ...declared(app, 'DELETE registry/tokens/:name'),
    onRequest: deployOnly,
    preHandler: requireUnscoped,
    handler: async (request) => revokeToken(app.db, request.params.name, app.now()),
  });

  // Browsers' health: no session is read, and none is stored. A sampled page load first asks for its
  // token (releases/health-pages.ts), which its beacons then carry; both are small and rate-limited.
  const beaconLimit = { rateLimit: { max: config.rateLimits.beaconsPerIpPerMinute, timeWindow: '1 minute' } };
  app.route({
    ...declared(app, 'POST registry/health/pages'),
    config: beaconLimit,
    handler: async (request) => {
      const entries = fromCheckout ? checkoutRemotes(config.remoteOrigins) : await currentRemotes(app.db);
      const versions = forVisitor(entries, request.body.bucket ?? null).map((entry) => [entry.name, entry.version]);
      return { token: healthPageToken(app.linkSecrets.sign, request.ip, Object.fromEntries(versions), app.now()) };
    },
  });

  app.route({
    ...declared(app, 'POST registry/health'),
    bodyLimit: BEACON_BYTES,
    config: beaconLimit,
    handler: async (request, reply) => {
      const page = readHealthPageToken(app.linkSecrets.read, request.body.token, app.now());
      if (!page) throw badRequest('token is not a health token of this site, or it has expired');
      await recordSamples(app.db, request.body.samples, page, app.now());
      return reply.status(204).send();
    },
  });

  app.route({
    ...declared(app, 'GET registry/health'),
    onRequest: app.requireAdmin,
    handler: async () => releaseHealth(app.db, app.now()),
  });
};

export default registryRoutes;
