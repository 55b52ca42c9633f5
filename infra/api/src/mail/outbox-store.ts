import type { OutboxMail, OutboxQuery } from '@fairgo/shared/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Schema } from '../db/schema';
import type { OutboxTable } from '../db/schema-delivery';

// The outbox (architecture.md#the-api) is the mail queue: every mail the site sends is written here first, and
// admins read it with its secrets hidden. The queue (mail/mail-queue.ts) takes waiting mail in turns,
// sends it, and records how each try went.

/**
 * Stores a mail, waiting to be sent now; answers its id, or undefined when its batch already holds one
 * for this address. `text` is what is sent, `shownText` what admins read.
 */
export async function addToOutbox(
  db: Kysely<Schema>,
  mail: {
    to: string;
    subject: string;
    text: string;
    shownText: string;
    kind: string;
    batchId?: string;
    headers?: Record<string, string>;
  },
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .insertInto('outbox')
    .values({
      to_email: mail.to,
      subject: mail.subject,
      text_body: mail.shownText,
      send_text: mail.text,
      send_headers: mail.headers ? JSON.stringify(mail.headers) : null,
      kind: mail.kind,
      batch_id: mail.batchId ?? null,
      next_attempt_at: now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export type WaitingMail = Pick<
  Selectable<OutboxTable>,
  'id' | 'to_email' | 'subject' | 'send_text' | 'send_headers' | 'attempts' | 'kind'
>;

/**
 * Takes up to `limit` mails whose turn has come, for one try each: the try is counted, and the mail
 * is not due again until `leaseMs` from now, so another instance (or a later run) takes it only if
 * this try never reports back (the process died mid-send). SKIP LOCKED: two instances never take one mail.
 */
export async function takeDueMail(db: Kysely<Schema>, now: Date, leaseMs: number, limit: number) {
  const due = db
    .selectFrom('outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  return (await db
    .updateTable('outbox')
    .set({
      attempts: sql`attempts + 1`,
      next_attempt_at: new Date(now.getTime() + leaseMs),
    })
    .where('id', 'in', due)
    .returning(['id', 'to_email', 'subject', 'send_text', 'send_headers', 'attempts', 'kind'])
    .execute()) as WaitingMail[];
}

/** A try that was delivered: the message's secrets leave the database. */
export async function markSent(db: Kysely<Schema>, id: string, now: Date) {
  await db
    .updateTable('outbox')
    .set({ sent_at: now, send_text: null, send_headers: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** A try that failed: the mail waits until `retryAt`, or, with no try left (null), is given up. */
export async function markTryFailed(db: Kysely<Schema>, id: string, error: string, retryAt: Date | null, now: Date) {
  await db
    .updateTable('outbox')
    .set(
      retryAt
        ? { next_attempt_at: retryAt, last_error: error }
        : { failed_at: now, next_attempt_at: null, send_text: null, send_headers: null, last_error: error },
    )
    .where('id', '=', id)
    .execute();
}

const statusOf = (row: Selectable<OutboxTable>): OutboxMail['status'] =>
  row.sent_at ? 'sent' : row.failed_at ? 'failed' : 'waiting';

/** The latest 100 mails, newest first; to one address, or in one state, when the query says so. */
export async function latestMail(db: Kysely<Schema>, query: OutboxQuery = {}): Promise<OutboxMail[]> {
  let select = db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(100);
  if (query.to) select = select.where('to_email', '=', query.to.trim().toLowerCase());
  if (query.status === 'sent') select = select.where('sent_at', 'is not', null);
  if (query.status === 'failed') select = select.where('failed_at', 'is not', null);
  if (query.status === 'waiting') select = select.where('sent_at', 'is', null).where('failed_at', 'is', null);
  const rows = await select.execute();
  return rows.map((row) => ({
    to: row.to_email,
    subject: row.subject,
    text: row.text_body,
    kind: row.kind,
    createdAt: row.created_at.toISOString(),
    status: statusOf(row),
    attempts: row.attempts,
    lastError: row.last_error,
  }));
}
