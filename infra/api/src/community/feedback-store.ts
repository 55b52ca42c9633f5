import type { AdminStats, Feedback, FeedbackBody, FeedbackStatus } from '@fairgo/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';

// The feedback table (product.md#records): what visitors send, and what admins read and mark reviewed.

export async function addFeedback(db: Kysely<Schema>, { name, email, phone, message }: FeedbackBody) {
  await db
    .insertInto('feedback')
    .values({
      name: name.trim(),
      email: email.trim().toLowerCase(),
      phone: phone?.trim() || null,
      message: message.trim(),
    })
    .execute();
}

/** The latest 500, newest first. */
export async function latestFeedback(db: Kysely<Schema>): Promise<Feedback[]> {
  const rows = await db.selectFrom('feedback').selectAll().orderBy('created_at', 'desc').limit(500).execute();
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    status: row.status,
    createdOn: row.created_at.toISOString(),
  }));
}

/** Whether a feedback of this id was there to mark. */
export async function setFeedbackStatus(db: Kysely<Schema>, id: string, status: FeedbackStatus): Promise<boolean> {
  const result = await db.updateTable('feedback').set({ status }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The admins' statistics (product.md#records): users by role, and password resets asked for. */
export async function adminStats(db: Kysely<Schema>): Promise<AdminStats> {
  const users = await db
    .selectFrom('users')
    .select([
      sql<number>`count(*)::int`.as('totalUsers'),
      sql<number>`(count(*) FILTER (WHERE role = 'worker'))::int`.as('totalWorkers'),
      sql<number>`(count(*) FILTER (WHERE role = 'employer'))::int`.as('totalEmployers'),
      sql<number>`(count(*) FILTER (WHERE role = 'both'))::int`.as('totalBoth'),
    ])
    .executeTakeFirstOrThrow();
  const resets = await db
    .selectFrom('password_resets')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return {
    totalUsers: Number(users.totalUsers),
    totalWorkers: Number(users.totalWorkers),
    totalEmployers: Number(users.totalEmployers),
    totalBoth: Number(users.totalBoth),
    totalResetPasswords: Number(resets.count),
  };
}

/** Every user's address, oldest account first: the recipients of an admin's message to all. */
export async function everyUsersEmail(db: Kysely<Schema>): Promise<string[]> {
  const users = await db.selectFrom('users').select('email').orderBy('created_at').execute();
  return users.map((user) => user.email);
}
