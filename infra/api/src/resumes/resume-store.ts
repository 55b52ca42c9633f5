import {
  contactAccess,
  MAX_RESUME_BYTES,
  RESUME_NOT_PDF,
  RESUME_TOO_BIG,
  type MyResume,
} from '@fairgo/shared/contract';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { cleanPdf } from '../lib/clean-pdf';
import { badRequest, forbidden, HttpError, notFound } from '../lib/http-errors';
import type { UserRow } from '../plugins/auth';

// A worker's one résumé: a PDF re-written with its pages only (lib/clean-pdf.ts), in the object store
// under a key of its own; member employers download it from the worker's cards.

const resumeKey = (userId: string) => `resumes/${userId}/${randomUUID()}.pdf`;
export const NO_RESUME = 'This worker has not uploaded a résumé.';

export async function myResume(app: FastifyInstance, userId: string): Promise<MyResume | null> {
  const row = await app.db
    .selectFrom('resumes as r')
    .where('r.user_id', '=', userId)
    .select([
      'r.uploaded_at',
      'r.size_bytes',
      (eb) =>
        eb
          .selectFrom('resume_downloads as d')
          .whereRef('d.worker_id', '=', 'r.user_id')
          .select((inner) => inner.fn.countAll<string | number>().as('count'))
          .as('downloads'),
    ])
    .executeTakeFirst();
  if (!row) return null;
  return {
    uploadedOn: row.uploaded_at.toISOString(),
    sizeBytes: row.size_bytes,
    downloads: Number(row.downloads ?? 0),
  };
}

/**
 * Keeps a worker's résumé, replacing the one before: the new file is stored, then its row; the old
 * file is removed once the row no longer names it. A file whose row could not be written is removed.
 */
export async function uploadResume(app: FastifyInstance, user: UserRow, content: Buffer | undefined) {
  if (user.role === 'employer') throw forbidden('Only workers keep a résumé on FairGo.');
  if (!content) throw badRequest('resume: choose the PDF of your résumé.');
  if (content.length > MAX_RESUME_BYTES) throw badRequest(RESUME_TOO_BIG);
  const clean = await cleanPdf(content);
  if (!clean) throw badRequest(RESUME_NOT_PDF);
  if (clean.length > MAX_RESUME_BYTES) throw badRequest(RESUME_TOO_BIG);
  const key = resumeKey(user.id);
  await app.store.put(key, clean, 'application/pdf');
  let replaced: string | undefined;
  try {
    replaced = await app.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('resumes')
        .select('file_key')
        .where('user_id', '=', user.id)
        .forUpdate()
        .executeTakeFirst();
      const kept = { file_key: key, size_bytes: clean.length, uploaded_at: app.now() };
      await trx
        .insertInto('resumes')
        .values({ user_id: user.id, ...kept })
        .onConflict((conflicting) => conflicting.column('user_id').doUpdateSet(kept))
        .execute();
      return before?.file_key;
    });
  } catch (error) {
    await removeQuietly(app, key);
    throw error;
  }
  if (replaced) await removeQuietly(app, replaced);
  return (await myResume(app, user.id))!;
}

/** Removes a worker's résumé, its row then its file. */
export async function removeResume(app: FastifyInstance, userId: string) {
  const row = await app.db.deleteFrom('resumes').where('user_id', '=', userId).returning('file_key').executeTakeFirst();
  if (!row) throw notFound('You have no résumé to remove.');
  await removeQuietly(app, row.file_key);
}

/**
 * A worker's résumé for an employer with a live membership, as contact details are (product.md#contact-gating, product.md#contact-gating):
 * anyone else is refused and told why. Each employer's first download is counted.
 */
export async function resumeForEmployer(app: FastifyInstance, viewer: UserRow, workerId: string) {
  const access = contactAccess({ role: viewer.role, membershipExpires: viewer.membership_expires }, app.now());
  if (access === 'employersOnly') throw forbidden('Only employers can access details.');
  if (access === 'membership') throw new HttpError(402, 'An active membership is needed to download résumés.');
  const row = await app.db
    .selectFrom('resumes as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .where('r.user_id', '=', workerId)
    .where('u.suspended_at', 'is', null)
    .select(['r.file_key', 'u.name'])
    .executeTakeFirst();
  const file = row ? await app.store.get(row.file_key) : null;
  if (!row || !file) throw notFound(NO_RESUME);
  if (viewer.id !== workerId)
    await app.db
      .insertInto('resume_downloads')
      .values({ worker_id: workerId, employer_id: viewer.id })
      .onConflict((conflicting) => conflicting.doNothing())
      .execute();
  return { file, name: row.name };
}

/** A file that is no longer named by any row; a failure is logged, and the orphan left for later. */
async function removeQuietly(app: FastifyInstance, key: string) {
  try {
    await app.store.remove([key]);
  } catch (error) {
    app.log.error({ err: error, key }, 'RESUME-001 removing a résumé file failed');
  }
}
