import {
  ErrorReply,
  NewRelease,
  PointerBody,
  PointerMove,
  Release,
  ReleaseList,
  RemoteParams,
  RemoteRegistry,
  RollbackBody,
} from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiConfig } from '../../config';
import { badRequest, conflict } from '../../lib/http-errors';
import { checkoutRemotes } from './checkout-remotes';
import { requireDeployToken, resolveDeployToken } from './deploy-token';
import { addRelease, currentRemotes, listReleases, movePointer, versionBefore } from './release-store';

/**
 * The remote registry (ARCHITECTURE §2.2, §2.8): which version of each remote the shell loads, and
 * from where. Anyone may read it; only release tooling holding the deploy token may change it.
 */
const registryRoutes: FastifyPluginAsyncTypebox<{ config: ApiConfig }> = async (app, { config }) => {
  const fromCheckout = config.registry.source === 'checkout';
  const deployOnly = requireDeployToken(resolveDeployToken(config.registry));
  const writable = async () => {
    if (fromCheckout)
      throw conflict(
        'The registry follows the checkout (REGISTRY_SOURCE=checkout); releases need the database registry.',
      );
  };

  app.get('/', { schema: { response: { 200: RemoteRegistry } } }, async (_request, reply) => {
    // Small and cheap to revalidate: browsers ask each load (a 304 when nothing moved); a CDN may
    // keep it 10 s. A release thus reaches every new page load within seconds.
    void reply.header('Cache-Control', 'public, no-cache, s-maxage=10');
    return { remotes: fromCheckout ? checkoutRemotes(config.remoteOrigins) : await currentRemotes(app.db) };
  });

  app.get('/:remote/releases', { schema: { params: RemoteParams, response: { 200: ReleaseList } } }, async (request) =>
    listReleases(app.db, request.params.remote),
  );

  app.post(
    '/:remote/releases',
    {
      onRequest: [deployOnly, writable],
      schema: {
        params: RemoteParams,
        body: NewRelease,
        response: { 200: Release, 201: Release, 400: ErrorReply, 401: ErrorReply, 409: ErrorReply },
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
    {
      onRequest: [deployOnly, writable],
      schema: {
        params: RemoteParams,
        body: PointerBody,
        response: { 200: PointerMove, 401: ErrorReply, 404: ErrorReply },
      },
    },
    async (request) => movePointer(app.db, request.params.remote, async () => request.body.version, app.now()),
  );

  app.post(
    '/:remote/rollback',
    {
      onRequest: [deployOnly, writable],
      schema: {
        params: RemoteParams,
        body: RollbackBody,
        response: { 200: PointerMove, 401: ErrorReply, 404: ErrorReply, 409: ErrorReply },
      },
    },
    async (request) => {
      const { remote } = request.params;
      const { version } = request.body;
      return movePointer(
        app.db,
        remote,
        async (current, tx) => version ?? versionBefore(tx, remote, current),
        app.now(),
      );
    },
  );
};

export default registryRoutes;
