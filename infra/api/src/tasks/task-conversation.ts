import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { conflict, forbidden, notFound } from '../lib/http-errors';
import { inProgress, takesQuestions, type Actor } from './task-lifecycle';
import { notify } from './task-notifications';
import { findTask, type TaskRow } from './task-store';

// What is said about a task (product.md#roles): questions anyone signed in asks while it is open, answered by its
// owner; messages between the owner and the assignee while it is in progress. Each tells the other side.

/** Asks a question on an open task; answers its id. What the public cannot see (hidden, a suspended owner's) takes none. */
export async function askQuestion(db: Kysely<Schema>, asker: Actor, taskId: string, text: string, now: Date) {
  const task = await findTask(db, taskId);
  const owner = await db.selectFrom('users').select('suspended_at').where('id', '=', task.owner_id).executeTakeFirst();
  if (task.owner_id !== asker.id && (task.hidden_at || owner?.suspended_at)) throw notFound('No task has this id.');
  if (!takesQuestions(task.status)) throw conflict('Questions can be asked only while the task is open.');
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('questions')
      .values({ task_id: task.id, user_id: asker.id, question: text.trim(), created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (task.owner_id !== asker.id)
      await notify(trx, task.owner_id, task, `${asker.name} asked a question on "${task.title}".`);
    return row.id;
  });
}

/** The task's owner answers a question on it; the asker hears of it. */
export async function answerQuestion(db: Kysely<Schema>, owner: Actor, questionId: string, text: string, now: Date) {
  const question = await db
    .selectFrom('questions')
    .innerJoin('tasks', 'tasks.id', 'questions.task_id')
    .select(['questions.id', 'questions.user_id', 'tasks.id as task_id', 'tasks.owner_id', 'tasks.title'])
    .where('questions.id', '=', questionId)
    .executeTakeFirst();
  if (!question) throw notFound('No question has this id.');
  if (question.owner_id !== owner.id) throw forbidden('Only the task owner can answer questions.');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('questions')
      .set({ answer: text.trim(), answered_at: now })
      .where('id', '=', question.id)
      .execute();
    if (question.user_id !== question.owner_id)
      await notify(
        trx,
        question.user_id,
        { id: question.task_id },
        `Your question on "${question.title}" was answered.`,
      );
  });
}

/** A message from the owner to the assignee, or back, while the task is in progress. */
export async function sendMessage(db: Kysely<Schema>, sender: Actor, taskId: string, text: string, now: Date) {
  const task = await findTask(db, taskId);
  const other = messagingPartner(task, sender);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('messages')
      .values({ task_id: task.id, sender_id: sender.id, message: text.trim(), created_at: now })
      .execute();
    await notify(trx, other, task, `New message from ${sender.name} on "${task.title}".`);
  });
}

/** Whom `actor` messages about a task (the other side), if the task is in progress (product.md#pages). */
function messagingPartner(task: TaskRow, actor: Actor): string {
  const other = task.owner_id === actor.id ? task.assignee_id : task.assignee_id === actor.id ? task.owner_id : null;
  if (!other) throw forbidden('Only the task owner and the assigned tasker can send messages.');
  if (!inProgress(task.status)) throw conflict('Messages can be sent only while the task is in progress.');
  return other;
}
