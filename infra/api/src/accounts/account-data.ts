import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { uploadKey } from '@fairgo/hosting/object-store';
import { badRequest, conflict } from '../lib/http-errors';
import { verifyPassword } from '../lib/passwords';
import type { UserRow } from '../plugins/auth';

// Your data is yours (Australian Privacy Principles 11.2 and 12): everything FairGo holds about a
// person, as one file; and the account's deletion, which keeps only what others' records and the law need.

export const FORMER_MEMBER = 'Former member';
export const MONEY_HELD =
  'You have a task with money held (paid and waiting to be released, or a payout on its way). Finish or cancel it first, then delete your account.';

/** Everything FairGo holds about a person, as they would read it: their rows of each table, secrets left out. */
export async function exportAccount(app: FastifyInstance, user: UserRow) {
  const { db } = app;
  const id = user.id;
  const {
    password_hash: _password,
    payment_customer_id: _customer,
    payment_method_id: _method,
    payout_account_id: _payout,
    ...profile
  } = user;
  const [
    jobPosts,
    workerPosts,
    tasks,
    offers,
    questions,
    messages,
    reviewsWritten,
    reviewsReceived,
    jobAnswers,
    savedSearches,
    credentials,
    resume,
    payments,
    checkouts,
    notifications,
  ] = await Promise.all([
    db.selectFrom('job_posts').selectAll().where('user_id', '=', id).execute(),
    db.selectFrom('worker_posts').selectAll().where('user_id', '=', id).execute(),
    db
      .selectFrom('tasks')
      .selectAll()
      .where((eb) => eb.or([eb('owner_id', '=', id), eb('assignee_id', '=', id)]))
      .execute(),
    db.selectFrom('offers').selectAll().where('user_id', '=', id).execute(),
    db.selectFrom('questions').selectAll().where('user_id', '=', id).execute(),
    db.selectFrom('messages').selectAll().where('sender_id', '=', id).execute(),
    db.selectFrom('reviews').selectAll().where('reviewer_id', '=', id).execute(),
    db.selectFrom('reviews').selectAll().where('reviewee_id', '=', id).execute(),
    db.selectFrom('job_interest').selectAll().where('worker_id', '=', id).execute(),
    db.selectFrom('saved_searches').selectAll().where('user_id', '=', id).execute(),
    // The credentials' details; their documents are the person's own files, downloadable one by one.
    db.selectFrom('credentials').selectAll().where('user_id', '=', id).execute(),
    db.selectFrom('resumes').select(['size_bytes', 'uploaded_at']).where('user_id', '=', id).executeTakeFirst(),
    db.selectFrom('payments').selectAll().where('user_id', '=', id).execute(),
    db
      .selectFrom('payment_checkouts')
      .select(['id', 'purpose', 'plan', 'amount_cents', 'status', 'created_at', 'completed_at'])
      .where('user_id', '=', id)
      .execute(),
    db.selectFrom('notifications').selectAll().where('user_id', '=', id).execute(),
  ]);
  return {
    exportedAt: app.now().toISOString(),
    profile,
    jobPosts,
    workerPosts,
    tasks,
    offers,
    questions,
    messages,
    reviews: { written: reviewsWritten, received: reviewsReceived },
    jobAnswers,
    savedSearches,
    credentials,
    resume: resume ?? null,
    payments: { records: payments, checkouts },
    notifications,
  };
}

/** Whether money is held on a task of the person's: a hold not yet released or captured (capturing included), or a payout on its way. */
async function hasMoneyHeld(app: FastifyInstance, userId: string) {
  const held = await app.db
    .selectFrom('payments as p')
    .leftJoin('tasks as t', 't.id', 'p.task_id')
    .select('p.id')
    .where('p.status', 'in', ['held', 'capturing', 'scheduled'])
    .where((eb) =>
      eb.or([eb('p.user_id', '=', userId), eb('t.owner_id', '=', userId), eb('t.assignee_id', '=', userId)]),
    )
    .executeTakeFirst();
  const inProgress = await app.db
    .selectFrom('tasks')
    .select('id')
    .where('status', 'in', ['accepted', 'completedByAssignee'])
    .where('cancelled_at', 'is', null)
    .where((eb) => eb.or([eb('owner_id', '=', userId), eb('assignee_id', '=', userId)]))
    .executeTakeFirst();
  return Boolean(held || inProgress);
}

/**
 * Deletes an account, its password checked first; refused while money is held. Its posts, answers,
 * saved searches, résumé, credentials (with their documents) and picture go, from the object store too;
 * its open tasks and pending offers leave the lists; every session ends. The row stays, de-identified,
 * so that reviews and messages show 'Former member' and payment records stay as the law requires
 * (de-identified, kept seven years); the e-mail address can register again.
 */
export async function deleteAccount(app: FastifyInstance, user: UserRow, password: string) {
  if (!(await verifyPassword(user.password_hash, password))) throw badRequest('password: this is not your password.');
  if (await hasMoneyHeld(app, user.id)) throw conflict(MONEY_HELD);
  const now = app.now();
  const files = await app.db.transaction().execute(async (trx) => {
    const id = user.id;
    const resume = await trx.selectFrom('resumes').select('file_key').where('user_id', '=', id).executeTakeFirst();
    await trx.deleteFrom('job_posts').where('user_id', '=', id).execute();
    await trx.deleteFrom('worker_posts').where('user_id', '=', id).execute();
    await trx.deleteFrom('job_interest').where('worker_id', '=', id).execute();
    await trx.deleteFrom('saved_searches').where('user_id', '=', id).execute();
    await trx.deleteFrom('resumes').where('user_id', '=', id).execute();
    await trx.deleteFrom('credentials').where('user_id', '=', id).execute();
    await trx.deleteFrom('notifications').where('user_id', '=', id).execute();
    await trx.deleteFrom('password_resets').where('user_id', '=', id).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
    // Their open tasks and pending offers leave the lists (an accepted one holds money, refused above).
    await trx
      .updateTable('tasks')
      .set({ hidden_at: now })
      .where('owner_id', '=', id)
      .where('status', '=', 'open')
      .where('hidden_at', 'is', null)
      .execute();
    await trx
      .updateTable('offers')
      .set({ hidden_at: now })
      .where('user_id', '=', id)
      .where('status', '=', 'pending')
      .where('hidden_at', 'is', null)
      .execute();
    const picture = user.profile_image?.startsWith('/api/uploads/')
      ? user.profile_image.slice('/api/uploads/'.length)
      : null;
    if (picture) await trx.deleteFrom('uploads').where('file_name', '=', picture).execute();
    await trx
      .updateTable('users')
      .set({
        name: FORMER_MEMBER,
        // An address no one can sign in with, unique to the row: the old one is free to register again.
        email: `deleted-${id}@deleted.fairgo.invalid`,
        phone: '',
        password_hash: `deleted:${randomBytes(24).toString('hex')}`,
        profile_image: null,
        company: null,
        location: '',
        how_did_you_hear: null,
        deleted_at: now,
      })
      .where('id', '=', id)
      .execute();
    return [...(resume ? [resume.file_key] : []), ...(picture ? [uploadKey(picture)] : [])];
  });
  if (files.length)
    await app.store.remove(files).catch((error: unknown) => {
      app.log.error({ err: error, files }, 'ACCOUNT-001 removing a deleted account’s files failed');
    });
}
