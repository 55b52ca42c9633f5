import {
  AUTO_COMPLETE_HOURS,
  splitOffer,
  toDollars,
  type DueTime,
  type Rating,
  type Task,
  type TaskSummary,
  type TaskViewer,
} from '@fairgo/shared/contract';
import { sql, type Kysely, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import type { Schema, TasksTable } from '../db/schema';
import { notFound } from '../lib/http-errors';
import { ratingsOf, taskReviewsFor } from '../reviews/reviews';
import { cancellationRequestOf, cancelledOf } from './cancellation-view';

export type TaskRow = Selectable<TasksTable>;
type Db = Kysely<Schema>;

/** The task lists of /tasks/view/:filter (product.md#pages), each as the server picks its rows. */
export type TaskList = 'all' | 'posted' | 'assigned' | 'completed' | 'offersPending' | 'cancelled';
const LIST_LIMIT = 200;

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function summaryQuery(db: Db) {
  return db
    .selectFrom('tasks')
    .innerJoin('users as owner', 'owner.id', 'tasks.owner_id')
    .selectAll('tasks')
    .select([
      'owner.name as owner_name',
      'owner.profile_image as owner_image',
      'owner.suspended_at as owner_suspended_at',
    ])
    .select([
      // Dates as text: drivers turn a date into a local-midnight Date, which shifts the day.
      sql<string | null>`to_char(tasks.due_date, 'YYYY-MM-DD')`.as('due_day'),
      // Offers that stand (pending or accepted): a withdrawn, declined or closed offer no longer counts.
      sql<number>`(SELECT count(*)::int FROM offers WHERE offers.task_id = tasks.id
        AND offers.status IN ('pending', 'accepted') AND offers.hidden_at IS NULL)`.as('offer_count'),
      sql<number>`(SELECT count(*)::int FROM questions WHERE questions.task_id = tasks.id
        AND questions.hidden_at IS NULL)`.as('question_count'),
    ]);
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

/** Who sees the street: the owner, and the assignee unless cancelled (then the suburb, as everyone else). */
const seesAddress = (task: TaskRow, viewerId: string) =>
  task.owner_id === viewerId || (task.assignee_id === viewerId && task.status !== 'cancelled');

function viewerOf(task: TaskRow, viewerId: string): TaskViewer {
  if (task.owner_id === viewerId) return 'owner';
  if (task.assignee_id === viewerId) return 'assignee';
  return 'public';
}

function toSummary(row: SummaryRow, viewerId: string, ratings: Map<string, Rating>): TaskSummary {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    images: row.images,
    originalBudget: toDollars(row.original_budget_cents),
    agreedBudget: row.agreed_budget_cents === null ? null : toDollars(row.agreed_budget_cents),
    location: row.location,
    fullAddress: seesAddress(row, viewerId) ? row.full_address : null,
    dueDate: row.due_day,
    dueTime: row.due_time as DueTime | null,
    isFlexible: row.is_flexible,
    isThisRemoteTask: row.is_remote,
    date: iso(row.created_at)!,
    status: row.status,
    numberOfOffers: Number(row.offer_count),
    numberOfQuestions: Number(row.question_count),
    createdBy: {
      _id: row.owner_id,
      name: row.owner_name,
      profileImage: row.owner_image,
      rating: ratings.get(row.owner_id)!,
    },
    viewer: viewerOf(row, viewerId),
  };
}

/**
 * One of the lists, newest first. 'all' is the public list: open tasks first, without cancelled
 * tasks, tasks an admin hid, or the open tasks of a suspended owner.
 */
export async function listTasks(
  db: Db,
  list: TaskList,
  viewerId: string,
  now: Date,
  search: RawBuilder<SqlBool> | null = null,
): Promise<TaskSummary[]> {
  let query = summaryQuery(db);
  if (search) query = query.where(search);
  switch (list) {
    case 'all':
      query = query
        .where('tasks.status', '!=', 'cancelled')
        .where('tasks.hidden_at', 'is', null)
        .where((eb) => eb.or([eb('tasks.status', '!=', 'open'), eb('owner.suspended_at', 'is', null)]))
        .orderBy(sql`tasks.status = 'open'`, 'desc');
      break;
    case 'cancelled':
      query = query
        .where('tasks.status', '=', 'cancelled')
        .where((eb) => eb.or([eb('tasks.owner_id', '=', viewerId), eb('tasks.assignee_id', '=', viewerId)]));
      break;
    case 'posted':
      query = query.where('tasks.owner_id', '=', viewerId);
      break;
    case 'assigned':
      query = query
        .where('tasks.assignee_id', '=', viewerId)
        .where('tasks.status', 'not in', ['completedByOwner', 'cancelled']);
      break;
    case 'completed':
      query = query
        .where('tasks.status', '=', 'completedByOwner')
        .where((eb) => eb.or([eb('tasks.owner_id', '=', viewerId), eb('tasks.assignee_id', '=', viewerId)]));
      break;
    case 'offersPending':
      query = query
        .where('tasks.status', '=', 'open')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('offers')
              .select('offers.id')
              .whereRef('offers.task_id', '=', 'tasks.id')
              .where('offers.user_id', '=', viewerId)
              .where('offers.status', '=', 'pending'),
          ),
        );
      break;
  }
  const rows = await query.orderBy('tasks.created_at', 'desc').orderBy('tasks.id').limit(LIST_LIMIT).execute();
  const ratings = await ratingsOf(
    db,
    now,
    rows.map((row) => row.owner_id),
  );
  return rows.map((row) => toSummary(row, viewerId, ratings));
}

export async function findTask(db: Db, taskId: string): Promise<TaskRow> {
  const task = await db.selectFrom('tasks').selectAll().where('id', '=', taskId).executeTakeFirst();
  if (!task) throw notFound('No task has this id.');
  return task;
}

/** The id of the task an offer was made on. */
export async function taskOfOffer(db: Db, offerId: string): Promise<string> {
  const offer = await db.selectFrom('offers').select('task_id').where('id', '=', offerId).executeTakeFirst();
  if (!offer) throw notFound('No offer has this id.');
  return offer.task_id;
}

/**
 * A task with what `viewerId` may see (product.md#pages): everyone sees the offers that stand and the
 * questions; a tasker also sees their own ended offers, the owner the offers they declined; messages
 * are for the owner and the assignee once the task is assigned. What an admin hid is left out; a
 * hidden task, and an open task of a suspended owner, is seen by its owner and assignee only.
 */
export async function loadTask(db: Db, taskId: string, viewerId: string, feePercent: number, now: Date): Promise<Task> {
  const row = await summaryQuery(db).where('tasks.id', '=', taskId).executeTakeFirst();
  // What left the public lists (hidden by an admin, an open task of a suspended owner) is gone for the public.
  const gone = row && (row.hidden_at || (row.owner_suspended_at && row.status === 'open'));
  if (!row || (gone && viewerOf(row, viewerId) === 'public')) throw notFound('No task has this id.');
  const person = (id: string, name: string, image: string | null) => ({ _id: id, name, profileImage: image });

  const offers = await db
    .selectFrom('offers')
    .innerJoin('users', 'users.id', 'offers.user_id')
    .select(['offers.id', 'offers.user_id', 'offers.amount_cents', 'offers.message', 'offers.status'])
    .select(['offers.created_at', 'offers.updated_at', 'offers.decline_reason', 'users.name', 'users.profile_image'])
    .where('offers.task_id', '=', taskId)
    .where('offers.hidden_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('offers.status', 'in', ['pending', 'accepted']),
        eb('offers.user_id', '=', viewerId),
        ...(row.owner_id === viewerId ? [eb('offers.status', '=', 'declined')] : []),
      ]),
    )
    .orderBy('offers.created_at')
    .orderBy('offers.id')
    .execute();
  const hold = await db
    .selectFrom('payments')
    .select(['fee_cents', 'amount_cents', 'status'])
    .where('task_id', '=', taskId)
    .where('kind', '=', 'taskHold')
    .executeTakeFirst();

  const questions = await db
    .selectFrom('questions')
    .innerJoin('users', 'users.id', 'questions.user_id')
    .select(['questions.id', 'questions.question', 'questions.answer', 'questions.created_at'])
    .select(['questions.user_id', 'users.name', 'users.profile_image'])
    .where('questions.task_id', '=', taskId)
    .where('questions.hidden_at', 'is', null)
    .orderBy('questions.created_at')
    .orderBy('questions.id')
    .execute();

  const ratings = await ratingsOf(db, now, [row.owner_id, ...offers.map((offer) => offer.user_id)]);
  const summary = toSummary(row, viewerId, ratings);
  const seesMessages = summary.viewer !== 'public' && summary.status !== 'open';
  const messages = seesMessages
    ? await db
        .selectFrom('messages')
        .innerJoin('users', 'users.id', 'messages.sender_id')
        .select(['messages.id', 'messages.message', 'messages.sender_id', 'messages.created_at'])
        .select(['users.name', 'users.profile_image'])
        .where('messages.task_id', '=', taskId)
        .where('messages.hidden_at', 'is', null)
        .orderBy('messages.created_at')
        .orderBy('messages.id')
        .execute()
    : [];

  const payout =
    row.status === 'completedByOwner'
      ? await db
          .selectFrom('payments')
          .select(sql<string>`to_char(expected_on, 'YYYY-MM-DD')`.as('expected_on'))
          .where('task_id', '=', taskId)
          .where('kind', '=', 'taskPayout')
          .executeTakeFirst()
      : undefined;

  return {
    ...summary,
    offers: offers.map((offer) => {
      // An accepted offer keeps the fee it was accepted with; a pending one shows today's.
      const accepted = offer.status === 'accepted' && hold?.amount_cents === offer.amount_cents;
      const { feeCents, payoutCents } = accepted
        ? { feeCents: hold.fee_cents, payoutCents: hold.amount_cents - hold.fee_cents }
        : splitOffer(offer.amount_cents, feePercent);
      // What an offer asks is between the owner and its author.
      const seesAmount = summary.viewer === 'owner' || offer.user_id === viewerId;
      return {
        _id: offer.id,
        offeredBy: { ...person(offer.user_id, offer.name, offer.profile_image), rating: ratings.get(offer.user_id)! },
        message: offer.message,
        budget: seesAmount ? toDollars(offer.amount_cents) : null,
        fee: seesAmount ? toDollars(feeCents) : null,
        payout: seesAmount ? toDollars(payoutCents) : null,
        status: offer.status,
        isAccepted: offer.status === 'accepted',
        isMine: offer.user_id === viewerId,
        declineReason: offer.status === 'declined' ? offer.decline_reason : null,
        createdOn: iso(offer.created_at)!,
        updatedOn: iso(offer.updated_at),
      };
    }),
    questions: questions.map((question) => ({
      _id: question.id,
      question: question.question,
      answer: question.answer,
      askedBy: person(question.user_id, question.name, question.profile_image),
      isMine: question.user_id === viewerId,
      createdOn: iso(question.created_at)!,
    })),
    messages: messages.map((message) => ({
      _id: message.id,
      message: message.message,
      sender: person(message.sender_id, message.name, message.profile_image),
      isMine: message.sender_id === viewerId,
      createdOn: iso(message.created_at)!,
    })),
    feePercent,
    autoCompletesOn:
      row.status === 'completedByAssignee' && row.completed_by_assignee_at
        ? iso(new Date(new Date(row.completed_by_assignee_at).getTime() + AUTO_COMPLETE_HOURS * 3_600_000))
        : null,
    payoutExpectedOn: payout?.expected_on ?? null,
    cancellation: summary.viewer !== 'public' ? await cancellationRequestOf(db, row, viewerId, now) : null,
    hold:
      summary.viewer === 'owner' && hold
        ? {
            amount: toDollars(hold.amount_cents),
            // A capture decided but not finished is still held, to the owner, until the task completes.
            status: (hold.status === 'capturing' ? 'held' : hold.status) as 'held' | 'captured' | 'released',
          }
        : null,
    notDoneYet:
      summary.viewer !== 'public' && row.status === 'accepted' && row.not_done_at
        ? { reason: row.not_done_note ?? '', on: iso(row.not_done_at)! }
        : null,
    cancelled: await cancelledOf(db, row),
    reviews: await taskReviewsFor(db, now, row, viewerId),
  };
}
