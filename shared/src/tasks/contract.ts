import { Type, type Static } from 'typebox';
import {
  MAX_TASK_TITLE,
  MAX_TASK_DESCRIPTION,
  MAX_OFFER_MESSAGE,
  MAX_QUESTION,
  MAX_TASK_MESSAGE,
  MAX_TASK_BUDGET,
  MAX_REASON,
  OFFER_STATUSES,
  TASK_STATUSES,
} from './rules';
import { Person } from '../contract/common';
import { TaskReviews } from '../contract/trust';

export * from './rules';

// Tasks (product.md#records, product.md#task-states, product.md#api-calls, product.md#limits): a small paid job, the offers taskers make on it, the questions
// anyone asks and the messages between its owner and its assignee.

const DueTimeSchema = Type.Union([
  Type.Literal('Morning'),
  Type.Literal('Midday'),
  Type.Literal('Afternoon'),
  Type.Literal('Evening'),
]);

const TaskStatusSchema = Type.Enum(TASK_STATUSES);
const OfferStatusSchema = Type.Enum(OFFER_STATUSES);

/** A person's rating from their visible reviews: the mean to one decimal, and how many. */
export const RatingSchema = Type.Object({ average: Type.Union([Type.Number(), Type.Null()]), count: Type.Integer() });
/** A task's owner or a tasker, with their rating, where cards and offer rows show it. */
const RatedPerson = Type.Object({ ...Person.properties, rating: RatingSchema });

/**
 * Amounts in the answers are dollars (cents kept exact by the server); `fee` and `payout` are the
 * offer's split. Only the task's owner and the offer's author see them: to other taskers they are
 * null (they see that an offer exists, not what it asks).
 */
const OfferAmount = Type.Union([Type.Number(), Type.Null()]);
export const Offer = Type.Object({
  _id: Type.String(),
  offeredBy: RatedPerson,
  message: Type.String(),
  budget: OfferAmount,
  fee: OfferAmount,
  payout: OfferAmount,
  status: OfferStatusSchema,
  isAccepted: Type.Boolean(),
  /** The viewer made this offer. */
  isMine: Type.Boolean(),
  /** The owner's reason, when they declined it (seen by the owner and the tasker). */
  declineReason: Type.Union([Type.String(), Type.Null()]),
  createdOn: Type.String(),
  /** When its tasker last changed the amount or the message. */
  updatedOn: Type.Union([Type.String(), Type.Null()]),
});
export type Offer = Static<typeof Offer>;

export const Question = Type.Object({
  _id: Type.String(),
  question: Type.String(),
  answer: Type.Union([Type.String(), Type.Null()]),
  askedBy: Person,
  /** The viewer asked it. */
  isMine: Type.Boolean(),
  createdOn: Type.String(),
});
export type Question = Static<typeof Question>;

export const Message = Type.Object({
  _id: Type.String(),
  message: Type.String(),
  sender: Person,
  /** The viewer sent it. */
  isMine: Type.Boolean(),
  createdOn: Type.String(),
});
export type Message = Static<typeof Message>;

/** How the viewer stands to a task, which picks the dialog they see (product.md#pages). */
export const TaskViewer = Type.Union([Type.Literal('owner'), Type.Literal('assignee'), Type.Literal('public')]);
export type TaskViewer = Static<typeof TaskViewer>;

/** A task as the lists show it (the card of product.md#pages). */
export const TaskSummary = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  images: Type.Array(Type.String()),
  originalBudget: Type.Number(),
  agreedBudget: Type.Union([Type.Number(), Type.Null()]),
  location: Type.Union([Type.String(), Type.Null()]),
  /** The street address: for the owner, and for the assignee once assigned; everyone else sees the suburb only. */
  fullAddress: Type.Union([Type.String(), Type.Null()]),
  /** YYYY-MM-DD, or null for a flexible task. */
  dueDate: Type.Union([Type.String(), Type.Null()]),
  dueTime: Type.Union([DueTimeSchema, Type.Null()]),
  isFlexible: Type.Boolean(),
  isThisRemoteTask: Type.Boolean(),
  /** When it was posted. */
  date: Type.String(),
  status: TaskStatusSchema,
  numberOfOffers: Type.Integer(),
  numberOfQuestions: Type.Integer(),
  createdBy: RatedPerson,
  viewer: TaskViewer,
});
export type TaskSummary = Static<typeof TaskSummary>;
export const TaskSummaries = Type.Array(TaskSummary);

/**
 * A task with what its viewer may see (product.md#pages): offers and questions for everyone, messages for
 * the owner and the assignee once it is assigned.
 */
export const Task = Type.Object({
  ...TaskSummary.properties,
  offers: Type.Array(Offer),
  questions: Type.Array(Question),
  messages: Type.Array(Message),
  /** The platform fee in percent, for the offer form's preview. */
  feePercent: Type.Number(),
  /** When the task completes by itself, if the owner has not confirmed (ISO date-time). */
  autoCompletesOn: Type.Union([Type.String(), Type.Null()]),
  /** When the tasker's payout is expected (YYYY-MM-DD), once the task is complete. */
  payoutExpectedOn: Type.Union([Type.String(), Type.Null()]),
  /** A request to cancel the accepted task, waiting for the other side (owner and assignee see it). */
  cancellation: Type.Union([
    Type.Null(),
    Type.Object({
      byMe: Type.Boolean(),
      requestedBy: Type.String(),
      reason: Type.String(),
      createdOn: Type.String(),
      /** When the other side's 48 hours end; after that the request stands and admins see it. */
      answerBy: Type.String(),
      /** The 48 hours are over. */
      stands: Type.Boolean(),
    }),
  ]),
  /** The amount held on the owner's card for the accepted offer, and what became of it (the owner only). */
  hold: Type.Union([
    Type.Null(),
    Type.Object({
      amount: Type.Number(),
      status: Type.Union([Type.Literal('held'), Type.Literal('captured'), Type.Literal('released')]),
    }),
  ]),
  /**
   * The owner's "not done yet" on a task back in progress: what is left to do and when it was said
   * (owner and assignee see it), until the tasker marks the task completed again.
   */
  notDoneYet: Type.Union([Type.Null(), Type.Object({ reason: Type.String(), on: Type.String() })]),
  /** Who cancelled a cancelled task, and when. */
  cancelled: Type.Union([Type.Null(), Type.Object({ by: Type.String(), on: Type.String() })]),
  /** The owner's and the assignee's reviews of each other, once the task is complete (participants only). */
  reviews: Type.Union([Type.Null(), TaskReviews]),
});
export type Task = Static<typeof Task>;

export const TaskIdParams = Type.Object({ taskId: Type.String({ format: 'uuid' }) });
export const OfferIdParams = Type.Object({ offerId: Type.String({ format: 'uuid' }) });
export const QuestionIdParams = Type.Object({ questionId: Type.String({ format: 'uuid' }) });

const trimmed = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });
/** Dollars; the server keeps whole cents and refuses fractions of a cent. */
const Money = Type.Number({ exclusiveMinimum: 0, maximum: MAX_TASK_BUDGET });

/** POST /api/tasks/postTask (multipart; product.md#api-calls): the wizard's fields, as text; images beside them. */
export const NewTaskFields = Type.Object({
  title: trimmed(MAX_TASK_TITLE),
  description: trimmed(MAX_TASK_DESCRIPTION),
  originalBudget: Type.String({ pattern: '^\\d{1,6}(\\.\\d{1,2})?$' }),
  location: Type.Optional(Type.String({ maxLength: 200 })),
  fullAddress: Type.Optional(Type.String({ maxLength: 300 })),
  dueDate: Type.Optional(Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' })),
  dueTime: Type.Optional(Type.Union([DueTimeSchema, Type.Literal('')])),
  isFlexible: Type.Union([Type.Literal('true'), Type.Literal('false')]),
  isThisRemoteTask: Type.Union([Type.Literal('true'), Type.Literal('false')]),
});
export type NewTaskFields = Static<typeof NewTaskFields>;
export const PostTaskReply = Type.Object({ message: Type.String(), task: Type.Object({ _id: Type.String() }) });
export type PostTaskReply = Static<typeof PostTaskReply>;

export const OfferBody = Type.Object(
  { amount: Money, message: trimmed(MAX_OFFER_MESSAGE) },
  { additionalProperties: false },
);
export type OfferBody = Static<typeof OfferBody>;
/** A reason that may be left out (declining an offer, cancelling an open task). */
export const OptionalReasonBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: MAX_REASON })) },
  { additionalProperties: false },
);
export type OptionalReasonBody = Static<typeof OptionalReasonBody>;
/** Asking the other side to cancel an accepted task needs a reason. */
export const ReasonBody = Type.Object({ reason: trimmed(MAX_REASON) }, { additionalProperties: false });
export type ReasonBody = Static<typeof ReasonBody>;
/**
 * What asking to cancel did: 'requested' (the other side is asked), or 'cancelled' at once when the other
 * side's account is suspended and so could never answer.
 */
export const CancellationRequestReply = Type.Object({
  message: Type.String(),
  outcome: Type.Union([Type.Literal('requested'), Type.Literal('cancelled')]),
});
export type CancellationRequestReply = Static<typeof CancellationRequestReply>;
export const AnswerCancellationBody = Type.Object({ accept: Type.Boolean() }, { additionalProperties: false });
export type AnswerCancellationBody = Static<typeof AnswerCancellationBody>;
export const QuestionBody = Type.Object({ question: trimmed(MAX_QUESTION) }, { additionalProperties: false });
export const AnswerBody = Type.Object({ answer: trimmed(MAX_QUESTION) }, { additionalProperties: false });
export const MessageBody = Type.Object({ message: trimmed(MAX_TASK_MESSAGE) }, { additionalProperties: false });
export const AskQuestionReply = Type.Object({ message: Type.String(), question: Type.Object({ _id: Type.String() }) });
export type AskQuestionReply = Static<typeof AskQuestionReply>;

/**
 * GET /api/tasks/checkIfUserHasTaskPaymentMethod and …PaymentOutMethodAdded: when not set up yet, `url` is
 * the provider's set-up page made for this user (single-use, short-lived); otherwise it is empty.
 */
export const PaymentMethodReply = Type.Object({ taskPaymentMethodAdded: Type.Boolean(), url: Type.String() });
export type PaymentMethodReply = Static<typeof PaymentMethodReply>;
