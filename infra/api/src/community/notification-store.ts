import type { Notification } from '@fairgo/shared/contract';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

const LIMIT = 50;

/** The bell's notifications (product.md#records): a person's own, newest first. Task events write them (tasks/task-notifications.ts). */
export async function notificationsOf(db: Kysely<Schema>, userId: string): Promise<Notification[]> {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(LIMIT)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    message: row.message,
    ...(row.action_url ? { actionURL: row.action_url } : {}),
    createdOn: row.created_at.toISOString(),
    isRead: row.is_read,
  }));
}

export async function markAllRead(db: Kysely<Schema>, userId: string) {
  await db
    .updateTable('notifications')
    .set({ is_read: true })
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .execute();
}
