import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/** The page a task notification leads to (its 'Go to Task' link). */
export const taskUrl = (taskId: string) => `/tasks/task/${taskId}`;

/** A notification about a task (product.md#records), for the bell of `userId`. */
export async function notify(db: Kysely<Schema>, userId: string, task: { id: string }, message: string) {
  await db
    .insertInto('notifications')
    .values({ user_id: userId, message, action_url: taskUrl(task.id) })
    .execute();
}
