import type { ReportSubject } from '@fairgo/shared/contract';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { forbidden, notFound } from '../lib/http-errors';
import { taskUrl } from '../tasks/task-notifications';

type Db = Kysely<Schema>;

/** What a report is about, found in its table: who wrote it, its text, where it is seen. */
export interface Subject {
  userId: string;
  excerpt: string;
  link: string;
  /** The table and row an admin's 'hide content' marks hidden (none for a profile). */
  hides?: { table: 'tasks' | 'offers' | 'questions' | 'messages' | 'job_posts' | 'worker_posts'; id: string };
}

/**
 * Finds the reported content, as `viewerId` may see it: a message only its task's owner and assignee
 * see, everything else any signed-in user. Hidden content is gone already (404).
 */
export async function findSubject(db: Db, kind: ReportSubject, id: string, viewerId: string): Promise<Subject> {
  const missing = () => notFound(`No ${kind} has this id.`);
  switch (kind) {
    case 'task': {
      const row = await db
        .selectFrom('tasks')
        .select(['owner_id', 'title'])
        .where('id', '=', id)
        .where('hidden_at', 'is', null)
        .executeTakeFirst();
      if (!row) throw missing();
      return { userId: row.owner_id, excerpt: row.title, link: taskUrl(id), hides: { table: 'tasks', id } };
    }
    case 'offer': {
      const row = await db
        .selectFrom('offers')
        .select(['user_id', 'message', 'task_id'])
        .where('id', '=', id)
        .where('hidden_at', 'is', null)
        .executeTakeFirst();
      if (!row) throw missing();
      return { userId: row.user_id, excerpt: row.message, link: taskUrl(row.task_id), hides: { table: 'offers', id } };
    }
    case 'question': {
      const row = await db
        .selectFrom('questions')
        .select(['user_id', 'question', 'task_id'])
        .where('id', '=', id)
        .where('hidden_at', 'is', null)
        .executeTakeFirst();
      if (!row) throw missing();
      const hides = { table: 'questions' as const, id };
      return { userId: row.user_id, excerpt: row.question, link: taskUrl(row.task_id), hides };
    }
    case 'message': {
      const row = await db
        .selectFrom('messages')
        .innerJoin('tasks', 'tasks.id', 'messages.task_id')
        .select(['messages.sender_id', 'messages.message', 'messages.task_id', 'tasks.owner_id', 'tasks.assignee_id'])
        .where('messages.id', '=', id)
        .where('messages.hidden_at', 'is', null)
        .executeTakeFirst();
      if (!row || (viewerId !== row.owner_id && viewerId !== row.assignee_id)) throw missing();
      const hides = { table: 'messages' as const, id };
      return { userId: row.sender_id, excerpt: row.message, link: taskUrl(row.task_id), hides };
    }
    case 'jobListing':
    case 'workerListing': {
      const table = kind === 'jobListing' ? 'job_posts' : 'worker_posts';
      const row = await db
        .selectFrom(table)
        .select(['user_id', 'job', 'name', 'description'])
        .where('id', '=', id)
        .where('hidden_at', 'is', null)
        .executeTakeFirst();
      if (!row) throw missing();
      const link = kind === 'jobListing' ? '/find-work' : '/find-worker';
      const excerpt = `${row.job}, ${row.name}: ${row.description}`;
      return { userId: row.user_id, excerpt, link, hides: { table, id } };
    }
    case 'profile': {
      const row = await db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('id', '=', id)
        .where('suspended_at', 'is', null)
        .executeTakeFirst();
      if (!row) throw missing();
      return { userId: row.id, excerpt: row.name, link: `/people/${row.id}` };
    }
  }
}

/** Refuses a report of one's own content. */
export function checkNotOwn(subject: Subject, reporterId: string) {
  if (subject.userId === reporterId) throw forbidden('You cannot report your own content.');
}
