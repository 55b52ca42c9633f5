import type {
  AskQuestionReply,
  MessageReply,
  OfferBody,
  PaymentMethodReply,
  PostTaskReply,
  Task,
  TaskSummary,
  TaskViewer,
} from '@fairgo/shared/contract';
import { request } from '../client';

/** The task lists of spec §7 (and the pending-offers list of /tasks/view/OffersPending). */
export const TASK_LIST_PATHS = {
  allTasks: 'getAllTasks',
  postedTasks: 'getUsersTasks',
  tasksAssigned: 'getUsersAssignedTasks',
  completedTasks: 'getUsersCompletedTasks',
  OffersPending: 'getUsersPendingOfferTasks',
} as const;
export type TaskListName = keyof typeof TASK_LIST_PATHS;

/** GET /api/tasks/getAllTasks, /getUsersTasks, /getUsersAssignedTasks, /getUsersCompletedTasks. */
export const getTasks = (list: TaskListName) => request<TaskSummary[]>(`tasks/${TASK_LIST_PATHS[list]}`);

const TASK_VIEWS: Record<TaskViewer, string> = {
  public: 'getTaskById',
  owner: 'getTaskByIdForOwner',
  assignee: 'getTaskByIdForAssignee',
};
/** GET /api/tasks/getTaskById/{id} (or …ForOwner, …ForAssignee): the task as that viewer sees it. */
export const getTask = (taskId: string, viewer: TaskViewer = 'public') =>
  request<Task>(`tasks/${TASK_VIEWS[viewer]}/${encodeURIComponent(taskId)}`);

/** POST /api/tasks/postTask (multipart: the wizard's fields and up to five images). */
export const postTask = (form: FormData) => request<PostTaskReply>('tasks/postTask', { method: 'post', body: form });

const id = encodeURIComponent;
export const submitOffer = (taskId: string, offer: OfferBody) =>
  request<MessageReply>(`offers/submitOffer/${id(taskId)}`, { method: 'post', json: offer });
export const acceptOffer = (offerId: string) =>
  request<MessageReply>(`offers/acceptOffer/${id(offerId)}`, { method: 'post' });
export const askQuestion = (taskId: string, question: string) =>
  request<AskQuestionReply>(`questions/askQuestion/${id(taskId)}`, { method: 'post', json: { question } });
export const submitAnswer = (questionId: string, answer: string) =>
  request<MessageReply>(`questions/submitAnswer/${id(questionId)}`, { method: 'post', json: { answer } });
export const sendTaskMessage = (taskId: string, message: string) =>
  request<MessageReply>(`tasks/sendMessage/${id(taskId)}`, { method: 'post', json: { message } });
export const markCompletedByOwner = (taskId: string) =>
  request<MessageReply>(`tasks/markCompletedByOwner/${id(taskId)}`, { method: 'post' });
export const markCompletedByAssignee = (taskId: string) =>
  request<MessageReply>(`tasks/markCompletedByAssignee/${id(taskId)}`, { method: 'post' });

/** GET /api/tasks/checkIfUserHasTaskPaymentMethod: may this user post a task; `url` sets one up. */
export const checkTaskPaymentMethod = () => request<PaymentMethodReply>('tasks/checkIfUserHasTaskPaymentMethod');
/** GET /api/tasks/checkIfUserHasTaskPaymentOutMethodAdded: may this user make offers; `url` is the onboarding. */
export const checkPayoutMethod = () => request<PaymentMethodReply>('tasks/checkIfUserHasTaskPaymentOutMethodAdded');
