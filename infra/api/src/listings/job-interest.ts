import {
  MAX_INTEREST_PER_DAY,
  type InterestBody,
  type InterestedWorker,
  type MyInterest,
} from '@fairgo/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../lib/http-errors';
import type { UserRow } from '../plugins/auth';
import { workerListingsByIds } from './worker-listings';

// "I'm interested": a worker answers a job post once, with a note and one of their own posts; the
// employer hears of it in the bell and lists who is interested under the job on their profile.

const DAY_MS = 86_400_000;
export const NO_SUCH_JOB = 'No job post has this id.';
export const NO_SUCH_ANSWER = 'You have no answer with this id.';

/** 'Barista at Brunswick Bakehouse'. */
const jobTitle = (job: { job: string; business_name: string | null; name: string }) =>
  `${job.job} at ${job.business_name ?? job.name}`;

/** The answers of a worker as they see them: each job, and whether its employer has seen the answer. */
function myInterestQuery(db: Kysely<Schema>) {
  return db
    .selectFrom('job_interest as a')
    .innerJoin('job_posts as j', 'j.id', 'a.job_post_id')
    .where('a.withdrawn_at', 'is', null)
    .select([
      'a.id',
      'a.job_post_id',
      'a.message',
      'a.answered_at',
      'a.seen_at',
      'a.dismissed_at',
      'j.job',
      'j.business_name',
      'j.name',
      'j.location',
    ]);
}

type MyInterestRow = Awaited<ReturnType<ReturnType<typeof myInterestQuery>['executeTakeFirstOrThrow']>>;

const toMyInterest = (row: MyInterestRow): MyInterest => ({
  _id: row.id,
  jobId: row.job_post_id,
  job: row.job,
  businessName: row.business_name ?? row.name,
  location: row.location,
  message: row.message,
  createdOn: row.answered_at.toISOString(),
  // A dismissed answer was seen too.
  seen: row.seen_at !== null || row.dismissed_at !== null,
});

/**
 * A worker (or a user who is both) answers a job: once per job (again after withdrawing), at most
 * MAX_INTEREST_PER_DAY a day, with one of their own posts attached. The job's owner is told in the bell.
 */
export async function answerJob(
  app: FastifyInstance,
  worker: UserRow,
  jobId: string,
  body: InterestBody,
): Promise<MyInterest> {
  if (worker.role === 'employer')
    throw forbidden('Only workers can answer a job. To look for work too, choose the role Both on your profile.');
  const now = app.now();
  const { answer, job } = await app.db.transaction().execute(async (trx) => {
    // A worker's answers are counted under their own row's lock: two at once cannot both pass the limit.
    await trx.selectFrom('users').select('id').where('id', '=', worker.id).forUpdate().executeTakeFirst();
    const job = await trx
      .selectFrom('job_posts as j')
      .innerJoin('users as u', 'u.id', 'j.user_id')
      .where('j.id', '=', jobId)
      .where('j.hidden_at', 'is', null)
      .where('u.suspended_at', 'is', null)
      .select(['j.id', 'j.user_id', 'j.job', 'j.business_name', 'j.name'])
      .executeTakeFirst();
    if (!job) throw notFound(NO_SUCH_JOB);
    if (job.user_id === worker.id) throw forbidden('This is your own job post.');
    const post = await trx
      .selectFrom('worker_posts')
      .select('id')
      .where('id', '=', body.workerPostId)
      .where('user_id', '=', worker.id)
      .where('hidden_at', 'is', null)
      .executeTakeFirst();
    if (!post) throw badRequest('workerPostId: choose one of your own looking-for-work posts.');
    const earlier = await trx
      .selectFrom('job_interest')
      .select('withdrawn_at')
      .where('job_post_id', '=', jobId)
      .where('worker_id', '=', worker.id)
      .executeTakeFirst();
    if (earlier && earlier.withdrawn_at === null)
      throw conflict('You have already told this employer you are interested in this job.');
    const { count } = await trx
      .selectFrom('job_interest')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('worker_id', '=', worker.id)
      .where('answered_at', '>', new Date(now.getTime() - DAY_MS))
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_INTEREST_PER_DAY)
      throw new HttpError(429, `You can answer at most ${MAX_INTEREST_PER_DAY} jobs a day. Please try again tomorrow.`);
    const fresh = {
      worker_post_id: post.id,
      message: body.message.trim(),
      answered_at: now,
      seen_at: null,
      dismissed_at: null,
      withdrawn_at: null,
    };
    const answer = await trx
      .insertInto('job_interest')
      .values({ job_post_id: jobId, worker_id: worker.id, ...fresh })
      .onConflict((conflicting) => conflicting.columns(['job_post_id', 'worker_id']).doUpdateSet(fresh))
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('notifications')
      .values({
        user_id: job.user_id,
        message: `${worker.name} is interested in your job: ${jobTitle(job)}.`,
        action_url: `/profile#interested-${job.id}`,
      })
      .execute();
    return { answer, job };
  });
  const row = await myInterestQuery(app.db).where('a.id', '=', answer.id).executeTakeFirstOrThrow();
  app.log.info({ answer: answer.id, job: job.id }, 'a worker answered a job');
  return toMyInterest(row);
}

/** The jobs a worker answered, newest first. */
export async function myInterest(app: FastifyInstance, workerId: string): Promise<MyInterest[]> {
  const rows = await myInterestQuery(app.db)
    .where('a.worker_id', '=', workerId)
    .orderBy('a.answered_at', 'desc')
    .execute();
  return rows.map(toMyInterest);
}

/**
 * Who is interested in a job of the caller's, newest first, each as their listing card (contact details
 * as the caller may see them): not the dismissed or withdrawn, nor a suspended user's. Listing them marks them seen.
 */
export async function interestedWorkers(
  app: FastifyInstance,
  owner: UserRow,
  jobId: string,
): Promise<InterestedWorker[]> {
  const job = await app.db
    .selectFrom('job_posts')
    .select('id')
    .where('id', '=', jobId)
    .where('user_id', '=', owner.id)
    .executeTakeFirst();
  if (!job) throw notFound('No job post of yours has this id.');
  const answers = await app.db
    .selectFrom('job_interest as a')
    .innerJoin('users as u', 'u.id', 'a.worker_id')
    .where('a.job_post_id', '=', jobId)
    .where('a.withdrawn_at', 'is', null)
    .where('a.dismissed_at', 'is', null)
    .where('u.suspended_at', 'is', null)
    .select(['a.id', 'a.message', 'a.answered_at', 'a.worker_post_id', 'a.seen_at'])
    .orderBy('a.answered_at', 'desc')
    .execute();
  const listings = await workerListingsByIds(
    app,
    answers.map((answer) => answer.worker_post_id),
    owner,
  );
  const shown = answers.filter((answer) => listings.has(answer.worker_post_id));
  const unseen = shown.filter((answer) => answer.seen_at === null).map((answer) => answer.id);
  if (unseen.length)
    await app.db.updateTable('job_interest').set({ seen_at: app.now() }).where('id', 'in', unseen).execute();
  return shown.map((answer) => ({
    _id: answer.id,
    message: answer.message,
    createdOn: answer.answered_at.toISOString(),
    listing: listings.get(answer.worker_post_id)!,
  }));
}

/** A worker takes their answer back: the employer no longer sees it. */
export async function withdrawAnswer(app: FastifyInstance, workerId: string, answerId: string) {
  const result = await app.db
    .updateTable('job_interest')
    .set({ withdrawn_at: app.now() })
    .where('id', '=', answerId)
    .where('worker_id', '=', workerId)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw notFound(NO_SUCH_ANSWER);
}

/** The job's owner dismisses an answer: it leaves their list (the worker sees it as seen). */
export async function dismissAnswer(app: FastifyInstance, ownerId: string, answerId: string) {
  const result = await app.db
    .updateTable('job_interest')
    .set({ dismissed_at: app.now() })
    .where('id', '=', answerId)
    .where('dismissed_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('job_post_id', 'in', (eb) => eb.selectFrom('job_posts').select('id').where('user_id', '=', ownerId))
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw notFound('No answer to a job of yours has this id.');
}

/**
 * Tells in the bell those who answered a job (and did not withdraw) what became of it: its post was
 * deleted, or edited to another role. Call it before a deletion, whose cascade removes the answers.
 */
export async function tellAnswerers(
  db: Kysely<Schema>,
  jobId: string,
  message: (title: string) => string,
  job: { job: string; business_name: string | null; name: string },
) {
  const workers = await db
    .selectFrom('job_interest')
    .select('worker_id')
    .where('job_post_id', '=', jobId)
    .where('withdrawn_at', 'is', null)
    .execute();
  if (workers.length === 0) return;
  await db
    .insertInto('notifications')
    .values(
      workers.map(({ worker_id }) => ({ user_id: worker_id, message: message(jobTitle(job)), action_url: '/profile' })),
    )
    .execute();
}
