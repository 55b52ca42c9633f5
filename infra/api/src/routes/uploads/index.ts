import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiConfig } from '../../config';
import { UPLOAD_NAME } from '../../plugins/uploads';

const UploadParams = Type.Object({ name: Type.String({ maxLength: 60 }) });

/** GET /api/uploads/:name: a stored image (profile pictures, task images), as its checked type says. */
const uploadRoutes: FastifyPluginAsyncTypebox<{ config: ApiConfig }> = async (app, { config }) => {
  app.get('/uploads/:name', { schema: { params: UploadParams } }, async (request, reply) => {
    const { name } = request.params;
    if (!UPLOAD_NAME.test(name)) return reply.status(404).send({ message: 'Not found' });
    const path = join(config.uploadsDir, name);
    const info = await stat(path).catch(() => null);
    if (!info) return reply.status(404).send({ message: 'Not found' });
    const upload = await app.db
      .selectFrom('uploads')
      .select('content_type')
      .where('file_name', '=', name)
      .executeTakeFirst();
    return reply
      .header('Content-Type', upload?.content_type ?? 'application/octet-stream')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Length', info.size)
      .send(createReadStream(path));
  });
};

export default uploadRoutes;
