import { CANCELLATION_ANSWER_HOURS, type Task } from '@fairgo/shared/contract';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { TaskRow } from './task-store';

// A task's cancellation as its dialog shows it: the pending request, or who cancelled it.

type Db = Kysely<Schema>;

/** The pending request to cancel an accepted task, as its owner or assignee sees it. */
export async function cancellationRequestOf(
  db: Db,
  task: TaskRow,
  viewerId: string,
  now: Date,
): Promise<Task['cancellation']> {
  if (task.status !== 'accepted') return null;
  const request = await db
    .selectFrom('cancellation_requests')
    .innerJoin('users', 'users.id', 'cancellation_requests.requested_by')
    .select(['cancellation_requests.requested_by', 'cancellation_requests.reason', 'cancellation_requests.created_at'])
    .select('users.name')
    .where('task_id', '=', task.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!request) return null;
  const created = new Date(request.created_at);
  const answerBy = new Date(created.getTime() + CANCELLATION_ANSWER_HOURS * 3_600_000);
  return {
    byMe: request.requested_by === viewerId,
    requestedBy: request.name,
    reason: request.reason,
    createdOn: created.toISOString(),
    answerBy: answerBy.toISOString(),
    stands: now >= answerBy,
  };
}

export async function cancelledOf(db: Db, task: TaskRow): Promise<Task['cancelled']> {
  if (task.status !== 'cancelled' || !task.cancelled_at) return null;
  const by = task.cancelled_by
    ? await db.selectFrom('users').select('name').where('id', '=', task.cancelled_by).executeTakeFirst()
    : undefined;
  return { by: by?.name ?? 'A former member', on: new Date(task.cancelled_at).toISOString() };
}
