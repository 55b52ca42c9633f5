import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@fairgo/shared/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import { uploadKey } from '@fairgo/hosting/object-store';
import { randomUUID } from 'node:crypto';
import { badRequest } from '../lib/http-errors';
import { withoutMetadata } from '../lib/images';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: {
      /**
       * Keeps an image checked by its content (not its name), without its metadata, under a server-made
       * name; returns its URL. It belongs to `request`: when the request fails, the image is deleted.
       */
      saveImage: (request: FastifyRequest, content: Buffer, userId: string | null) => Promise<string>;
      /** Deletes an image this API keeps, by the URL saveImage answered; any other URL is left alone. */
      removeImage: (url: string | null) => Promise<void>;
      /** The checked type an upload was kept with, by its file name. */
      contentTypeOf: (fileName: string) => Promise<string | undefined>;
    };
  }
}

export const UPLOADS_PATH = '/api/uploads';

/** A stored upload's file name: our own UUID and the extension of its checked type. */
export const UPLOAD_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp|gif|svg)$/;

/**
 * Uploaded images, kept in the object store (a folder by default, a shared bucket in production) and
 * served under /api/uploads. A request that does not succeed keeps nothing: the images it saved are
 * deleted when its answer is a 4xx or 5xx.
 */
export default fp(
  async (app) => {
    const savedBy = new WeakMap<FastifyRequest, string[]>();

    // Before the answer leaves: a client that is told "refused" finds nothing of its request kept.
    app.addHook('onSend', async (request, reply) => {
      const saved = savedBy.get(request);
      if (!saved || reply.statusCode < 400) return;
      savedBy.delete(request);
      await app.db.deleteFrom('uploads').where('file_name', 'in', saved).execute();
      await app.store.remove(saved.map(uploadKey));
    });

    app.decorate('uploads', {
      async saveImage(request: FastifyRequest, content: Buffer, userId: string | null) {
        if (content.length > MAX_IMAGE_BYTES) throw badRequest('The image must be at most 5 MB.');
        const type = await fileTypeFromBuffer(content);
        if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.mime)) {
          throw badRequest('The file must be an image (PNG, JPEG, WebP or GIF).');
        }
        const fileName = `${randomUUID()}.${type.ext}`;
        const kept = await withoutMetadata(
          content,
          type.mime,
          'The image could not be read. Please choose another one.',
        );
        savedBy.set(request, [...(savedBy.get(request) ?? []), fileName]);
        await app.store.put(uploadKey(fileName), kept, type.mime);
        await app.db
          .insertInto('uploads')
          .values({ user_id: userId, file_name: fileName, content_type: type.mime, size_bytes: kept.length })
          .execute();
        return `${UPLOADS_PATH}/${fileName}`;
      },
      async removeImage(url: string | null) {
        const fileName = url?.startsWith(`${UPLOADS_PATH}/`) ? url.slice(UPLOADS_PATH.length + 1) : '';
        if (!UPLOAD_NAME.test(fileName)) return;
        await app.db.deleteFrom('uploads').where('file_name', '=', fileName).execute();
        await app.store.remove([uploadKey(fileName)]);
      },
      async contentTypeOf(fileName: string) {
        const upload = await app.db
          .selectFrom('uploads')
          .select('content_type')
          .where('file_name', '=', fileName)
          .executeTakeFirst();
        return upload?.content_type;
      },
    });
  },
  { name: 'uploads', dependencies: ['database', 'object-store'] },
);
