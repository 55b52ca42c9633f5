import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@fairgo/shared/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { fileTypeFromBuffer } from 'file-type';
import { uploadKey } from '@fairgo/hosting/object-store';
import { randomUUID } from 'node:crypto';
import { badRequest } from '../lib/http-errors';
import { withoutMetadata } from '../lib/images';
import { repeatEvery } from '../lib/repeating-job';

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
      /**
       * Removes what no request finished with: rows no account or task uses, and files without a row,
       * older than UPLOAD_SWEEP_GRACE_MS. Answers how many files and rows it removed.
       */
      sweep: () => Promise<{ files: number; rows: number }>;
    };
  }
}

/** How old an unused upload is before the sweep removes it: far longer than any request takes. */
export const UPLOAD_SWEEP_GRACE_MS = 60 * 60_000;

export const UPLOADS_PATH = '/api/uploads';

/** A stored upload's file name: our own UUID and the extension of its checked type. */
export const UPLOAD_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp|gif|svg)$/;

/**
 * Uploaded images, kept in the object store (a folder by default, a shared bucket in production) and
 * served under /api/uploads. A request that does not succeed keeps nothing: the images it saved are
 * deleted when its answer is a 4xx or 5xx. An image's row is written before its file, and its file
 * removed before its row, so that a failure at any step (the database cut, the bucket down, the
 * process killed) leaves a row nobody uses, never a file nobody knows of; the sweep (hourly, in one
 * instance) removes such rows with their files, and any file without a row that was left before.
 */
export default fp(
  async (app) => {
    const savedBy = new WeakMap<FastifyRequest, string[]>();

    /** Files first, then rows; a failure is left to the sweep (never thrown: the answer is on its way). */
    const discard = async (fileNames: string[], why: string) => {
      try {
        await app.store.remove(fileNames.map(uploadKey));
        await app.db.deleteFrom('uploads').where('file_name', 'in', fileNames).execute();
      } catch (error) {
        app.log.warn({ err: error, files: fileNames }, `${why}: not removed now; the upload sweep removes them`);
      }
    };

    // Before the answer leaves: a client that is told "refused" finds nothing of its request kept.
    app.addHook('onSend', async (request, reply) => {
      const saved = savedBy.get(request);
      if (!saved || reply.statusCode < 400) return;
      savedBy.delete(request);
      await discard(saved, 'the images of a failed request');
    });

    /** Rows that no account or task uses, older than the grace: a request's that failed, or a replaced picture's. */
    const unusedRows = (before: Date) =>
      app.db
        .selectFrom('uploads as u')
        .select('u.file_name')
        .where('u.created_at', '<', before)
        // Each through its own index (migration 031): a picture's URL, a task's image list.
        .where(
          sql<boolean>`NOT EXISTS (SELECT 1 FROM users WHERE profile_image = ${`${UPLOADS_PATH}/`} || u.file_name)`,
        )
        .where(
          sql<boolean>`NOT EXISTS (SELECT 1 FROM tasks WHERE images @> ARRAY[${`${UPLOADS_PATH}/`} || u.file_name])`,
        )
        .limit(1000)
        .execute();

    async function sweep() {
      const before = new Date(app.now().getTime() - UPLOAD_SWEEP_GRACE_MS);
      const rows = (await unusedRows(before)).map((row) => row.file_name);
      if (rows.length > 0) {
        await app.store.remove(rows.map(uploadKey));
        await app.db.deleteFrom('uploads').where('file_name', 'in', rows).execute();
      }
      const stored = (await app.store.list('uploads/')).filter((object) => object.modifiedAt < before);
      const names = stored.map((object) => object.key.slice('uploads/'.length));
      const known = new Set<string>();
      for (let start = 0; start < names.length; start += 1000) {
        const batch = names.slice(start, start + 1000);
        const found = await app.db.selectFrom('uploads').select('file_name').where('file_name', 'in', batch).execute();
        for (const row of found) known.add(row.file_name);
      }
      const strays = names.filter((name) => !known.has(name));
      if (strays.length > 0) await app.store.remove(strays.map(uploadKey));
      return { files: rows.length + strays.length, rows: rows.length };
    }

    repeatEvery(app, {
      name: 'upload-sweep',
      everyMs: 60 * 60_000,
      failure: 'UPLOAD-001 the upload sweep failed',
      run: async () => {
        const swept = await sweep();
        if (swept.files > 0) app.log.info(swept, 'unused uploads removed');
      },
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
        // The row first: whatever fails next leaves a row for the sweep, never a file nobody knows of.
        await app.db
          .insertInto('uploads')
          .values({ user_id: userId, file_name: fileName, content_type: type.mime, size_bytes: kept.length })
          .execute();
        savedBy.set(request, [...(savedBy.get(request) ?? []), fileName]);
        await app.store.put(uploadKey(fileName), kept, type.mime);
        return `${UPLOADS_PATH}/${fileName}`;
      },
      async removeImage(url: string | null) {
        const fileName = url?.startsWith(`${UPLOADS_PATH}/`) ? url.slice(UPLOADS_PATH.length + 1) : '';
        if (UPLOAD_NAME.test(fileName)) await discard([fileName], 'a replaced image');
      },
      async contentTypeOf(fileName: string) {
        const upload = await app.db
          .selectFrom('uploads')
          .select('content_type')
          .where('file_name', '=', fileName)
          .executeTakeFirst();
        return upload?.content_type;
      },
      sweep,
    });
  },
  { name: 'uploads', dependencies: ['database', 'object-store'] },
);
