import type { TaskListName } from './api/use-tasks';

/** The list filters of /tasks/view/:filter (product.md#tasks-pages), with the labels of the filter select. */
export const TASK_FILTERS: Record<TaskListName, string> = {
  allTasks: 'All Tasks',
  postedTasks: 'Posted Tasks',
  tasksAssigned: 'Assigned Task',
  completedTasks: 'Task Completed',
  OffersPending: 'Offers Pending',
  cancelledTasks: 'Cancelled Tasks',
};

export type TaskFilter = TaskListName;

export const isTaskFilter = (value: string | undefined): value is TaskFilter =>
  value !== undefined && Object.hasOwn(TASK_FILTERS, value);

/** What an empty list says (product.md#tasks-pages gives the first three). */
export const EMPTY_LIST_MESSAGES: Record<TaskFilter, string> = {
  allTasks: 'No posted tasks yet. Please check back later.',
  postedTasks: 'You have not posted any tasks yet. Click the button above to post a new task.',
  completedTasks: 'No completed tasks found.',
  tasksAssigned: 'No tasks are assigned to you yet. Make an offer on an open task to get started.',
  OffersPending: 'You have no offers waiting for an answer.',
  cancelledTasks: 'You have no cancelled tasks.',
};

/** All Tasks under a search that finds nothing. */
export const NO_TASKS_FOUND =
  'No open tasks match your search. Change the filters, or save the search to be told when one is posted.';

/** All Tasks when every task listed is already under way. */
export const NO_OPEN_TASKS = 'No open tasks right now. Please check back later.';
