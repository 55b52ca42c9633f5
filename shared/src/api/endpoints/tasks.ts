import type { ReviewBody, TaskSearchQuery, TaskViewer } from '@fairgo/shared/contract';
import { request } from '@fairgo/shared/api';

/** The task lists of product.md#api-calls (and the pending-offers list of /tasks/view/OffersPending). */
export const TASK_LIST_ROUTES = {
  allTasks: 'GET tasks/getAllTasks',
  postedTasks: 'GET tasks/getUsersTasks',
  tasksAssigned: 'GET tasks/getUsersAssignedTasks',
  completedTasks: 'GET tasks/getUsersCompletedTasks',
  OffersPending: 'GET tasks/getUsersPendingOfferTasks',
  cancelledTasks: 'GET tasks/getUsersCancelledTasks',
} as const;
export type TaskListName = keyof typeof TASK_LIST_ROUTES;

/**
 * GET /api/tasks/getAllTasks, /getUsersTasks, /getUsersAssignedTasks, /getUsersCompletedTasks; All
 * Tasks takes the search filters, as toTaskSearchQuery writes them.
 */
export const getTasks = (list: TaskListName, search: TaskSearchQuery = {}) =>
  request(TASK_LIST_ROUTES[list], Object.keys(search).length ? { searchParams: search } : {});

const TASK_VIEWS = {
  public: 'GET tasks/getTaskById/:taskId',
  owner: 'GET tasks/getTaskByIdForOwner/:taskId',
  assignee: 'GET tasks/getTaskByIdForAssignee/:taskId',
} as const satisfies Record<TaskViewer, string>;
/** GET /api/tasks/getTaskById/{id} (or …ForOwner, …ForAssignee): the task as that viewer sees it. */
export const getTask = (taskId: string, viewer: TaskViewer = 'public') =>
  request(TASK_VIEWS[viewer], { params: { taskId } });

/** POST /api/tasks/postTask (multipart: the wizard's fields and up to five images). */
export const postTask = (form: FormData) => request('POST tasks/postTask', { body: form });

export const sendTaskMessage = (taskId: string, message: string) =>
  request('POST tasks/sendMessage/:taskId', { params: { taskId }, json: { message } });
export const markCompletedByOwner = (taskId: string) =>
  request('POST tasks/markCompletedByOwner/:taskId', { params: { taskId } });
export const markCompletedByAssignee = (taskId: string) =>
  request('POST tasks/markCompletedByAssignee/:taskId', { params: { taskId } });
/** POST /api/tasks/notDoneYet/{taskId}: the owner answers that the work is not finished; the 24 hours stop. */
export const notDoneYet = (taskId: string, reason: string) =>
  request('POST tasks/notDoneYet/:taskId', { params: { taskId }, json: { reason } });

/** GET /api/tasks/checkIfUserHasTaskPaymentMethod: may this user post a task; `url` sets one up. */
export const checkTaskPaymentMethod = () => request('GET tasks/checkIfUserHasTaskPaymentMethod');
/** GET /api/tasks/checkIfUserHasTaskPaymentOutMethodAdded: may this user make offers; `url` is the onboarding. */
export const checkPayoutMethod = () => request('GET tasks/checkIfUserHasTaskPaymentOutMethodAdded');

/** POST /api/tasks/cancelTask/{taskId}: the owner cancels an open task (reason optional). */
export const cancelTask = (taskId: string, reason: string) =>
  request('POST tasks/cancelTask/:taskId', { params: { taskId }, json: reason ? { reason } : {} });
/** POST /api/tasks/requestCancellation/{taskId}: one side of an accepted task asks the other to cancel. */
export const requestCancellation = (taskId: string, reason: string) =>
  request('POST tasks/requestCancellation/:taskId', { params: { taskId }, json: { reason } });
export const answerCancellation = (taskId: string, accept: boolean) =>
  request('POST tasks/answerCancellation/:taskId', { params: { taskId }, json: { accept } });
/** POST /api/tasks/review/{taskId}: one review of the other side, once the task is complete. */
export const reviewTask = (taskId: string, review: ReviewBody) =>
  request('POST tasks/review/:taskId', { params: { taskId }, json: review });
