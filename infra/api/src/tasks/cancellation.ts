import { CANCELLATION_ANSWER_HOURS } from '@fairgo/shared/contract';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { conflict, forbidden } from '../lib/http-errors';
import { releaseHold } from './task-money';
import { type Actor, type Lifecycle, type Step, withLockedTask } from './task-lifecycle';
import { moveTask } from './task-states';
import { notify } from './task-notifications';
import type { TaskRow } from './task-store';

/*
 * Cancelling a task (its moves, cancelTask, cancelByAgreement and cancelAlone, are in task-states.ts):
 * the owner cancels an open task at once, pending offers closed and their taskers told; either side of
 * an accepted task asks the other (requestCancellation), who accepts (the task is cancelled, the hold
 * released to the owner) or declines (it stays accepted).
 *
 * A request nobody answers within CANCELLATION_ANSWER_HOURS stands: it stays pending, blocks nothing,
 * and shows on the admins' Reports page. A side whose account is suspended cannot answer, so the other
 * side's request cancels the task at once. Every step runs under the task's row lock, as acceptance and
 * completion do, so a cancellation and an acceptance or completion at once cannot both win. The hold
 * is released after the cancellation commits (no provider call under a lock); a release that fails is
 * retried by the task jobs (auto-complete.ts) until the provider answers.
 */

type Db = Kysely<Schema>;

/** open → cancelled, by the owner: pending offers are closed and their taskers told. */
export async function cancelOpenTask({ trx, now }: Step, task: TaskRow, owner: Actor, reason: string) {
  if (task.owner_id !== owner.id) throw forbidden('Only the task owner can cancel this task.');
  if (task.status !== 'open')
    throw conflict('This task is no longer open: ask the tasker to agree to cancel it instead.');
  await moveTask(trx, task.id, 'cancelTask', { cancelled_at: now, cancelled_by: owner.id });
  const closed = await trx
    .updateTable('offers')
    .set({ status: 'closed', updated_at: now })
    .where('task_id', '=', task.id)
    .where('status', '=', 'pending')
    .returning('user_id')
    .execute();
  const why = reason ? ` Reason: ${reason}` : '';
  for (const { user_id } of closed)
    await notify(trx, user_id, task, `"${task.title}" was cancelled by its owner, so your offer is closed.${why}`);
}

/** The other side of an accepted task, for `actor` (owner ↔ assignee); 403 for anyone else. */
function otherSide(task: TaskRow, actor: Actor): string {
  if (task.owner_id === actor.id) return task.assignee_id!;
  if (task.assignee_id === actor.id) return task.owner_id;
  throw forbidden('Only the task owner and the assigned tasker can cancel an assigned task.');
}

const pendingRequest = (db: Db, taskId: string) =>
  db
    .selectFrom('cancellation_requests')
    .selectAll()
    .where('task_id', '=', taskId)
    .where('status', '=', 'pending')
    .executeTakeFirst();

/**
 * Either side of an accepted task asks the other to agree to cancel it. When the other side is
 * suspended (and so cannot sign in to answer), the request is the cancellation: the task is cancelled
 * at once and answers 'cancelled', for the caller to release the hold once this has committed.
 */
export async function requestCancellation(
  { trx, now }: Step,
  task: TaskRow,
  actor: Actor,
  reason: string,
): Promise<'requested' | 'cancelled'> {
  const other = otherSide(task, actor);
  if (task.status !== 'accepted') throw conflict('Only a task in progress can be cancelled by agreement.');
  if (await pendingRequest(trx, task.id))
    throw conflict('A request to cancel this task is already waiting for an answer.');
  const suspended = await trx.selectFrom('users').select('suspended_at').where('id', '=', other).executeTakeFirst();
  const alone = Boolean(suspended?.suspended_at);
  await trx
    .insertInto('cancellation_requests')
    .values({
      task_id: task.id,
      requested_by: actor.id,
      reason,
      created_at: now,
      ...(alone ? { status: 'accepted' as const, answered_at: now } : {}),
    })
    .execute();
  if (alone) {
    await moveTask(trx, task.id, 'cancelAlone', { cancelled_at: now, cancelled_by: actor.id });
    return 'cancelled';
  }
  await notify(
    trx,
    other,
    task,
    `${actor.name} asks to cancel "${task.title}": ${reason} Please accept or decline within ${CANCELLATION_ANSWER_HOURS} hours.`,
  );
  return 'requested';
}

/**
 * The other side answers a pending request. Accepted: the task is cancelled (recording who asked to
 * cancel) and, once that has committed, the owner's held funds are released; if the provider fails
 * then, the cancellation stands, `releaseFailed` hears of it and the task jobs release it later.
 */
export async function answerCancellation(
  lifecycle: Lifecycle,
  taskId: string,
  actor: Actor,
  accept: boolean,
  releaseFailed: (error: unknown) => void,
) {
  const cancelled = await withLockedTask(lifecycle, taskId, async ({ trx, now }, task) => {
    otherSide(task, actor);
    if (task.status !== 'accepted') throw conflict('This task is no longer in progress.');
    const request = await pendingRequest(trx, task.id);
    if (!request) throw conflict('No request to cancel this task is waiting for an answer.');
    if (request.requested_by === actor.id) throw forbidden('The other side answers your request, not you.');
    await trx
      .updateTable('cancellation_requests')
      .set({ status: accept ? 'accepted' : 'declined', answered_at: now })
      .where('id', '=', request.id)
      .execute();
    if (accept)
      await moveTask(trx, task.id, 'cancelByAgreement', { cancelled_at: now, cancelled_by: request.requested_by });
    await notify(
      trx,
      request.requested_by,
      task,
      accept
        ? `${actor.name} agreed to cancel "${task.title}". The task is cancelled and the held payment is released.`
        : `${actor.name} declined to cancel "${task.title}". The task stays in progress.`,
    );
    return accept;
  });
  if (cancelled) await releaseHold(lifecycle.db, lifecycle.payments, taskId).catch(releaseFailed);
}

/** Holds of cancelled tasks that are still held (a release that failed): let go by the task jobs; answers how many. */
export async function releaseCancelledHolds(lifecycle: Lifecycle) {
  const stuck = await lifecycle.db
    .selectFrom('payments')
    .innerJoin('tasks', 'tasks.id', 'payments.task_id')
    .select('tasks.id')
    .where('tasks.status', '=', 'cancelled')
    .where('payments.kind', '=', 'taskHold')
    .where('payments.status', '=', 'held')
    .execute();
  let released = 0;
  for (const { id } of stuck) {
    // One provider failure leaves that hold for the next run and goes on with the others.
    const done = await releaseHold(lifecycle.db, lifecycle.payments, id).then(
      () => true,
      () => false,
    );
    if (done) released += 1;
  }
  return released;
}
