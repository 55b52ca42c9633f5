import { MessageReply } from '../common';
import { TaskSearchQuery } from '../../saved-searches/contract';
import {
  AnswerCancellationBody,
  CancellationRequestReply,
  MessageBody,
  OptionalReasonBody,
  PaymentMethodReply,
  PostTaskReply,
  ReasonBody,
  Task,
  TaskIdParams,
  TaskSummaries,
} from '../../tasks/contract';
import { ReviewBody } from '../trust';
import { STEP_FAILURES, type RouteTable } from '../route';

/** /api/tasks: tasks, as their lists, their three views, and their owner's and assignee's steps. */
export const tasksApi = {
  'GET tasks/getAllTasks': { query: TaskSearchQuery, replies: { 200: TaskSummaries }, failures: [400, 401] },
  'GET tasks/getUsersTasks': { replies: { 200: TaskSummaries }, failures: [401] },
  'GET tasks/getUsersAssignedTasks': { replies: { 200: TaskSummaries }, failures: [401] },
  'GET tasks/getUsersCompletedTasks': { replies: { 200: TaskSummaries }, failures: [401] },
  'GET tasks/getUsersPendingOfferTasks': { replies: { 200: TaskSummaries }, failures: [401] },
  'GET tasks/getUsersCancelledTasks': { replies: { 200: TaskSummaries }, failures: [401] },
  'GET tasks/getTaskById/:taskId': { params: TaskIdParams, replies: { 200: Task }, failures: [400, 401, 403, 404] },
  'GET tasks/getTaskByIdForOwner/:taskId': {
    params: TaskIdParams,
    replies: { 200: Task },
    failures: [400, 401, 403, 404],
  },
  'GET tasks/getTaskByIdForAssignee/:taskId': {
    params: TaskIdParams,
    replies: { 200: Task },
    failures: [400, 401, 403, 404],
  },
  'GET tasks/checkIfUserHasTaskPaymentMethod': { replies: { 200: PaymentMethodReply }, failures: [401, 429] },
  'GET tasks/checkIfUserHasTaskPaymentOutMethodAdded': { replies: { 200: PaymentMethodReply }, failures: [401, 429] },
  'POST tasks/postTask': {
    multipart: true,
    idempotent: true,
    replies: { 201: PostTaskReply },
    failures: [400, 401, 403, 409, 413, 429],
  },
  'POST tasks/sendMessage/:taskId': {
    params: TaskIdParams,
    body: MessageBody,
    replies: { 200: MessageReply },
    failures: STEP_FAILURES,
  },
  'POST tasks/markCompletedByOwner/:taskId': {
    params: TaskIdParams,
    replies: { 200: MessageReply },
    failures: STEP_FAILURES,
  },
  'POST tasks/markCompletedByAssignee/:taskId': {
    params: TaskIdParams,
    replies: { 200: MessageReply },
    failures: STEP_FAILURES,
  },
  'POST tasks/notDoneYet/:taskId': {
    params: TaskIdParams,
    body: ReasonBody,
    replies: { 200: MessageReply },
    failures: STEP_FAILURES,
  },
  'POST tasks/cancelTask/:taskId': {
    params: TaskIdParams,
    body: OptionalReasonBody,
    replies: { 200: MessageReply },
    failures: STEP_FAILURES,
  },
  'POST tasks/requestCancellation/:taskId': {
    params: TaskIdParams,
    body: ReasonBody,
    replies: { 200: CancellationRequestReply },
    failures: STEP_FAILURES,
  },
  'POST tasks/answerCancellation/:taskId': {
    params: TaskIdParams,
    body: AnswerCancellationBody,
    replies: { 200: MessageReply },
    failures: STEP_FAILURES,
  },
  'POST tasks/review/:taskId': {
    params: TaskIdParams,
    body: ReviewBody,
    replies: { 200: MessageReply },
    failures: STEP_FAILURES,
  },
} as const satisfies RouteTable;
