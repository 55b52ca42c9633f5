import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { uploadKey } from '@fairgo/hosting/object-store';
import { UPLOAD_NAME } from '../../plugins/uploads';
import { declared } from '../../lib/declared-route';

/** GET /api/uploads/:name: a stored image (profile pictures, task images), as its checked type says. */
const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...declared(app, 'GET uploads/:name'),
    handler: async (request, reply) => {
      const { name } = request.params;
      if (!UPLOAD_NAME.test(name)) return reply.status(404).send({ message: 'Not found' });
      const contentType = await app.uploads.contentTypeOf(name);
      const stored = await app.store.get(uploadKey(name));
      if (!stored) return reply.status(404).send({ message: 'Not found' });
      if (stored.size !== undefined) void reply.header('Content-Length', stored.size);
      return reply
        .header('Content-Type', contentType ?? 'application/octet-stream')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(stored.body);
    },
  });
};

export default uploadRoutes;
