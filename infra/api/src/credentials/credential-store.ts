import {
  CREDENTIAL_DOCUMENT_TYPES,
  CREDENTIAL_TYPES,
  MAX_CREDENTIAL_DOCUMENT_BYTES,
  MAX_CREDENTIAL_YEARS,
  MAX_CREDENTIALS_PER_USER,
  type Credential,
  type CredentialForReview,
  type CredentialType,
  type NewCredentialFields,
} from '@fairgo/shared/contract';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Schema } from '../db/schema';
import { cleanPdf } from '../lib/clean-pdf';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import { withoutMetadata } from '../lib/images';
import { addDays, isCalendarDay, sydneyClock } from '../lib/sydney-time';

export const NO_SUCH_CREDENTIAL = 'No credential has this id.';
export const BAD_DOCUMENT = 'document: it must be a photo or scan (PNG, JPEG or WebP) or a PDF.';
export const DOCUMENT_TOO_BIG = 'document: it must be at most 5 MB.';
export const UNREADABLE_PDF =
  'document: this PDF could not be read. Please send it again as a plain PDF with pages, or a photo of it.';

/** Today in Sydney, the day a credential's badge is judged by. */
export const today = (app: FastifyInstance) => sydneyClock(app.now()).day;

const credentialColumns = (db: Kysely<Schema>) =>
  db
    .selectFrom('credentials as c')
    .select([
      'c.id',
      'c.user_id',
      'c.type',
      'c.number',
      'c.state',
      sql<string>`to_char(c.expires_on, 'YYYY-MM-DD')`.as('expires_day'),
      'c.status',
      'c.reject_reason',
      'c.created_at',
      sql<boolean>`EXISTS (SELECT 1 FROM credential_documents d WHERE d.credential_id = c.id)`.as('has_document'),
    ]);
type CredentialRow = Awaited<ReturnType<ReturnType<typeof credentialColumns>['executeTakeFirstOrThrow']>>;

const toCredential = (row: CredentialRow, day: string): Credential => ({
  _id: row.id,
  type: row.type,
  number: row.number,
  state: row.state,
  expiresOn: row.expires_day,
  status: row.status,
  rejectReason: row.reject_reason,
  expired: row.expires_day < day,
  hasDocument: row.has_document,
  createdOn: row.created_at.toISOString(),
});

export async function listCredentials(app: FastifyInstance, userId: string): Promise<Credential[]> {
  const rows = await credentialColumns(app.db)
    .where('c.user_id', '=', userId)
    .orderBy('c.created_at', 'desc')
    .execute();
  return rows.map((row) => toCredential(row, today(app)));
}

/** Every credential with its owner, for the admins: those waiting first, oldest first; then the rest. */
export async function credentialsForReview(app: FastifyInstance): Promise<CredentialForReview[]> {
  const rows = await credentialColumns(app.db)
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['u.name as owner_name', 'u.email as owner_email'])
    .orderBy(sql`c.status = 'pending'`, 'desc')
    .orderBy(sql`CASE WHEN c.status = 'pending' THEN c.created_at END`, 'asc')
    .orderBy('c.created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    ...toCredential(row, today(app)),
    owner: { _id: row.user_id, name: row.owner_name, email: row.owner_email },
  }));
}

/**
 * A document as it is kept, checked by its bytes (not its name), its size first: a photo or scan
 * re-encoded without its metadata (the place it was taken, the camera), or a PDF re-written with its
 * pages' content only (lib/clean-pdf.ts: no scripts, actions, attachments, forms or metadata).
 * Anything else is a 400.
 */
async function checkedDocument(content: Buffer) {
  if (content.length > MAX_CREDENTIAL_DOCUMENT_BYTES) throw badRequest(DOCUMENT_TOO_BIG);
  const type = await fileTypeFromBuffer(content);
  if (!type || !(CREDENTIAL_DOCUMENT_TYPES as readonly string[]).includes(type.mime)) throw badRequest(BAD_DOCUMENT);
  if (type.mime !== 'application/pdf')
    return { content_type: type.mime, content: await withoutMetadata(content, type.mime, BAD_DOCUMENT) };
  const clean = await cleanPdf(content);
  if (!clean || clean.length > MAX_CREDENTIAL_DOCUMENT_BYTES) throw badRequest(UNREADABLE_PDF);
  return { content_type: type.mime, content: clean };
}

export async function addCredential(
  app: FastifyInstance,
  userId: string,
  fields: NewCredentialFields,
  document: Buffer | undefined,
): Promise<Credential> {
  const day = today(app);
  if (!isCalendarDay(fields.expiresOn)) throw badRequest('expiresOn: it is not a day of the calendar.');
  if (fields.expiresOn < day)
    throw badRequest('expiresOn: this credential has expired already. Add one that is still valid.');
  if (fields.expiresOn > addDays(day, MAX_CREDENTIAL_YEARS * 366))
    throw badRequest(`expiresOn: it must be within ${MAX_CREDENTIAL_YEARS} years.`);
  const kept = await app.db
    .selectFrom('credentials')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(kept.count) >= MAX_CREDENTIALS_PER_USER)
    throw conflict(
      `You can keep at most ${MAX_CREDENTIALS_PER_USER} credentials: delete one you no longer need first.`,
    );
  const file = document ? await checkedDocument(document) : undefined;
  const id = await app.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('credentials')
      .values({
        user_id: userId,
        type: fields.type,
        number: fields.number.trim().replace(/\s+/g, ' '),
        state: fields.state,
        expires_on: fields.expiresOn,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (file)
      await trx
        .insertInto('credential_documents')
        .values({ credential_id: id, ...file })
        .execute();
    return id;
  });
  const row = await credentialColumns(app.db).where('c.id', '=', id).executeTakeFirstOrThrow();
  return toCredential(row, day);
}

export async function deleteCredential(app: FastifyInstance, userId: string, credentialId: string) {
  const result = await app.db
    .deleteFrom('credentials')
    .where('id', '=', credentialId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound(NO_SUCH_CREDENTIAL);
}

/** The document, for its owner or an admin only; anyone else is told there is none (404). */
export async function credentialDocument(
  app: FastifyInstance,
  viewer: { id: string; is_admin: boolean },
  credentialId: string,
) {
  const document = await app.db
    .selectFrom('credential_documents as d')
    .innerJoin('credentials as c', 'c.id', 'd.credential_id')
    .select(['d.content_type', 'd.content', 'c.user_id'])
    .where('d.credential_id', '=', credentialId)
    .executeTakeFirst();
  if (!document || (document.user_id !== viewer.id && !viewer.is_admin)) throw notFound('No document to show.');
  return document;
}

/** An admin's verdict; the owner is told in the bell. */
export async function reviewCredential(
  app: FastifyInstance,
  adminId: string,
  credentialId: string,
  verdict: { status: 'verified' } | { status: 'rejected'; reason: string },
) {
  const row = await app.db
    .updateTable('credentials')
    .set({
      status: verdict.status,
      reject_reason: verdict.status === 'rejected' ? verdict.reason.trim() : null,
      reviewed_by: adminId,
      reviewed_at: app.now(),
      reminded_at: null,
    })
    .where('id', '=', credentialId)
    .returning(['user_id', 'type'])
    .executeTakeFirst();
  if (!row) throw notFound(NO_SUCH_CREDENTIAL);
  const name = credentialName(row.type);
  await app.db
    .insertInto('notifications')
    .values({
      user_id: row.user_id,
      message:
        verdict.status === 'verified'
          ? `Your ${name} is verified: its badge now shows on your listings and profile.`
          : `Your ${name} could not be verified: ${verdict.reason.trim()}`,
      action_url: '/profile',
    })
    .execute();
}

export const credentialName = (type: CredentialType) => CREDENTIAL_TYPES[type];

// A badge's rule, in one place: a credential an admin verified that has not expired on `day` (the
// Sydney date when read, so a badge goes on its expiry day without a job). `userId` is a column.
const liveCredentials = (userId: RawBuilder<unknown>, day: string) =>
  sql`FROM credentials c WHERE c.user_id = ${userId} AND c.status = 'verified' AND c.expires_on >= ${day}::date`;

/** The types of `userId`'s badges, as an SQL column: listing cards and profiles select it with their rows. */
export const verifiedTypes = (userId: RawBuilder<unknown>, day: string) =>
  sql<CredentialType[]>`ARRAY(SELECT DISTINCT c.type ${liveCredentials(userId, day)} ORDER BY c.type)`;

/** Whether `userId` has a badge of `type`, as an SQL condition (/find-worker's 'verified' filter). */
export const hasBadge = (userId: RawBuilder<unknown>, type: CredentialType, day: string) =>
  sql<SqlBool>`EXISTS (SELECT 1 ${liveCredentials(userId, day)} AND c.type = ${type})`;
