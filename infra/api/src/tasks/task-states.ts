import type { TaskStatus } from '@fairgo/shared/contract';
import type { Kysely, Updateable } from 'kysely';
import type { Schema, TasksTable } from '../db/schema';

/*
 * A task's statuses and every move between them, in one place. Each step of task-lifecycle.ts and
 * cancellation.ts checks who may make it and answers 403 or 409, then moves the task with `moveTask`,
 * the one write of a task's status; test/tasks/task-states.test.ts fails on any other, on a move of the
 * table no code makes, and on a line of this picture that differs from the table:
 *
 *   open ─acceptOffer→ accepted                          the owner accepts an offer (the money is held)
 *   open ─cancelTask→ cancelled                          the owner cancels; pending offers are closed
 *   accepted ─markCompletedByAssignee→ completedByAssignee   the tasker says it is done
 *   accepted ─cancelByAgreement→ cancelled               the other side accepts a request to cancel
 *   accepted ─cancelAlone→ cancelled                     a request to cancel when the other side is suspended
 *   completedByAssignee ─notDoneYet→ accepted            the owner, within the 24 hours
 *   completedByAssignee ─confirmCompletion→ completedByOwner     the owner confirms (the money is captured)
 *   completedByAssignee ─completeAutomatically→ completedByOwner the task jobs, 24 hours on
 *
 * A request to cancel that the other side declines, or leaves unanswered, moves nothing: the task stays
 * accepted (cancellation.ts keeps the request's own states).
 */
export const TASK_MOVES = {
  acceptOffer: { from: 'open', to: 'accepted' },
  cancelTask: { from: 'open', to: 'cancelled' },
  markCompletedByAssignee: { from: 'accepted', to: 'completedByAssignee' },
  cancelByAgreement: { from: 'accepted', to: 'cancelled' },
  cancelAlone: { from: 'accepted', to: 'cancelled' },
  notDoneYet: { from: 'completedByAssignee', to: 'accepted' },
  confirmCompletion: { from: 'completedByAssignee', to: 'completedByOwner' },
  completeAutomatically: { from: 'completedByAssignee', to: 'completedByOwner' },
} as const satisfies Record<string, { from: TaskStatus; to: TaskStatus }>;
export type TaskMove = keyof typeof TASK_MOVES;

/**
 * Moves the task by `move`, with the columns that go with it. Its caller holds the task's row lock and
 * has checked the status already (answering 409 otherwise), so a task found in another status here is
 * a fault of the code, not of the request: nothing is written and it throws.
 */
export async function moveTask(
  trx: Kysely<Schema>,
  taskId: string,
  move: TaskMove,
  columns: Omit<Updateable<TasksTable>, 'status'> = {},
) {
  const { from, to } = TASK_MOVES[move];
  const moved = await trx
    .updateTable('tasks')
    .set({ ...columns, status: to })
    .where('id', '=', taskId)
    .where('status', '=', from)
    .executeTakeFirst();
  if (moved.numUpdatedRows !== 1n) throw new Error(`task ${taskId}: ${move} needs a task that is ${from}`);
}
