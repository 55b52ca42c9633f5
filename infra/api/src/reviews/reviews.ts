import {
  REVIEW_WINDOW_DAYS,
  type Rating,
  type Review,
  type ReviewBody,
  type TaskReviews,
} from '@fairgo/shared/contract';
import { sql, type Expression, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { conflict, forbidden } from '../lib/http-errors';
import type { Actor } from '../tasks/task-lifecycle';
import { notify } from '../tasks/task-notifications';
import type { TaskRow } from '../tasks/task-store';

/*
 * Reviews. Once a task is completedByOwner, its owner and its assignee may each review the
 * other once (1-5 stars, a comment up to 500 characters) within REVIEW_WINDOW_DAYS. It is double-blind:
 * a review is shown to anyone, its subject included, only when both have written or the window has
 * closed, so nobody rates in retaliation. Reviews are never edited or deleted; an admin may hide one.
 * A person's rating is the mean of their shown reviews.
 */

type Db = Kysely<Schema>;
const DAY_MS = 86_400_000;

const windowEnd = (task: Pick<TaskRow, 'completed_by_owner_at'>) =>
  new Date(new Date(task.completed_by_owner_at!).getTime() + REVIEW_WINDOW_DAYS * DAY_MS);

/** Reviews anyone may see at `now`: not hidden, and both written or the task's window closed. */
function shownReviews(db: Db, now: Date) {
  const windowStart = new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS);
  return db
    .selectFrom('reviews')
    .innerJoin('tasks', 'tasks.id', 'reviews.task_id')
    .where('reviews.hidden_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('tasks.completed_by_owner_at', '<=', windowStart),
        eb.exists(
          eb
            .selectFrom('reviews as answer')
            .select('answer.id')
            .whereRef('answer.task_id', '=', 'reviews.task_id')
            .whereRef('answer.reviewer_id', '=', 'reviews.reviewee_id'),
        ),
      ]),
    );
}

/** A rating as the database sums it up: the mean to one decimal (null without a review) and the count. */
const ratingColumns = [
  sql<string | null>`round(avg(reviews.rating), 1)`.as('rating_average'),
  sql<number>`count(*)::int`.as('rating_count'),
] as const;
export type RatingColumns = { rating_average: string | null; rating_count: number };
export const toRating = (row: RatingColumns): Rating => ({
  average: row.rating_average === null ? null : Number(row.rating_average),
  count: Number(row.rating_count),
});

/** The ratings of `userIds` at `now` (no review yet: average null, count 0). */
export async function ratingsOf(db: Db, now: Date, userIds: readonly string[]): Promise<Map<string, Rating>> {
  const ratings = new Map<string, Rating>(userIds.map((id) => [id, { average: null, count: 0 }]));
  if (userIds.length === 0) return ratings;
  const rows = await shownReviews(db, now)
    .select(['reviews.reviewee_id', ...ratingColumns])
    .where('reviews.reviewee_id', 'in', [...new Set(userIds)])
    .groupBy('reviews.reviewee_id')
    .execute();
  for (const row of rows) ratings.set(row.reviewee_id, toRating(row));
  return ratings;
}

/**
 * The rating at `now` of the person `userId` names (a column of the query around it), as a table of one
 * row (RatingColumns): joined laterally beside each row of a list, so that the list costs one query.
 */
export const ratingOf = (db: Db, now: Date, userId: Expression<string>) =>
  shownReviews(db, now).where('reviews.reviewee_id', '=', userId).select(ratingColumns);

/** A person's shown reviews, newest first. */
export async function shownReviewsOf(db: Db, now: Date, userId: string, limit = 50): Promise<Review[]> {
  const rows = await reviewQuery(shownReviews(db, now))
    .where('reviews.reviewee_id', '=', userId)
    .orderBy('reviews.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toReview);
}

function reviewQuery<Q extends ReturnType<typeof shownReviews>>(query: Q) {
  return query
    .innerJoin('users as reviewer', 'reviewer.id', 'reviews.reviewer_id')
    .select(['reviews.id', 'reviews.rating', 'reviews.comment', 'reviews.created_at', 'reviews.reviewer_id'])
    .select(['reviewer.name', 'reviewer.profile_image', 'tasks.title']);
}
type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewQuery>['executeTakeFirstOrThrow']>>;

const toReview = (row: ReviewRow): Review => ({
  _id: row.id,
  rating: row.rating,
  comment: row.comment,
  reviewer: { _id: row.reviewer_id, name: row.name, profileImage: row.profile_image },
  taskTitle: row.title,
  createdOn: new Date(row.created_at).toISOString(),
});

/** Who `actor` reviews on `task`: the other side; 403 for anyone else. */
function revieweeOf(task: TaskRow, actor: Actor): string {
  if (task.owner_id === actor.id && task.assignee_id) return task.assignee_id;
  if (task.assignee_id === actor.id) return task.owner_id;
  throw forbidden('Only the task owner and the assigned tasker can review each other.');
}

/** The viewer's side of a task's reviews, or null for someone not on the task or a task not complete. */
export async function taskReviewsFor(db: Db, now: Date, task: TaskRow, viewerId: string): Promise<TaskReviews | null> {
  if (task.status !== 'completedByOwner' || !task.assignee_id || !task.completed_by_owner_at) return null;
  if (viewerId !== task.owner_id && viewerId !== task.assignee_id) return null;
  const otherId = viewerId === task.owner_id ? task.assignee_id : task.owner_id;
  const rows = await reviewQuery(db.selectFrom('reviews').innerJoin('tasks', 'tasks.id', 'reviews.task_id'))
    .select(['reviews.hidden_at'])
    .where('reviews.task_id', '=', task.id)
    .execute();
  const mine = rows.find((row) => row.reviewer_id === viewerId);
  const theirs = rows.find((row) => row.reviewer_id === otherId);
  const open = now < windowEnd(task);
  const revealed = (Boolean(mine) || !open) && theirs && !theirs.hidden_at;
  const other = await db.selectFrom('users').select('name').where('id', '=', otherId).executeTakeFirstOrThrow();
  return {
    mine: mine ? toReview(mine) : null,
    theirs: revealed ? toReview(theirs) : null,
    theirsWritten: Boolean(theirs),
    canReview: !mine && open,
    otherName: other.name,
    windowEndsOn: windowEnd(task).toISOString(),
  };
}

/** One review of the other side, by the owner or the assignee of a completed task, inside the window. */
export async function writeReview(db: Db, now: Date, task: TaskRow, reviewer: Actor, review: ReviewBody) {
  const revieweeId = revieweeOf(task, reviewer);
  if (task.status !== 'completedByOwner') throw conflict('Reviews open once the task is completed.');
  if (now >= windowEnd(task)) throw conflict(`Reviews close ${REVIEW_WINDOW_DAYS} days after the task is completed.`);
  const inserted = await db
    .insertInto('reviews')
    .values({
      task_id: task.id,
      reviewer_id: reviewer.id,
      reviewee_id: revieweeId,
      rating: review.rating,
      comment: review.comment.trim(),
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['task_id', 'reviewer_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw conflict('You have already reviewed this task. Reviews cannot be changed.');
  await notify(db, revieweeId, task, `${reviewer.name} reviewed you for "${task.title}".`);
}

/** What /people/:userId shows beside the reviews: completed tasks (as owner or tasker). */
export async function completedTaskCount(db: Db, userId: string) {
  const row = await db
    .selectFrom('tasks')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('status', '=', 'completedByOwner')
    .where((eb) => eb.or([eb('owner_id', '=', userId), eb('assignee_id', '=', userId)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
