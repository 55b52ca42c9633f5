import type { OutboxMail } from '@fairgo/shared/contract';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

// The outbox (ARCHITECTURE §3): every mail the site sends, written before it is sent, its secrets
// already hidden; admins read it.

/** Stores a mail; answers its id, or undefined when its batch already holds one for this address. */
export async function addToOutbox(
  db: Kysely<Schema>,
  mail: { to: string; subject: string; shownText: string; kind: string; batchId?: string },
): Promise<string | undefined> {
  const row = await db
    .insertInto('outbox')
    .values({
      to_email: mail.to,
      subject: mail.subject,
      text_body: mail.shownText,
      kind: mail.kind,
      batch_id: mail.batchId ?? null,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function markSent(db: Kysely<Schema>, id: string, now: Date) {
  await db.updateTable('outbox').set({ sent_at: now }).where('id', '=', id).execute();
}

/** The latest 100 mails, newest first; to one address when `to` is given. */
export async function latestMail(db: Kysely<Schema>, to?: string): Promise<OutboxMail[]> {
  let select = db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(100);
  if (to) select = select.where('to_email', '=', to.trim().toLowerCase());
  const rows = await select.execute();
  return rows.map((row) => ({
    to: row.to_email,
    subject: row.subject,
    text: row.text_body,
    kind: row.kind,
    createdAt: row.created_at.toISOString(),
  }));
}
