/** The list filters of /tasks/view/:filter (spec §2), with the labels of the filter select. */
export const TASK_FILTERS = {
  allTasks: 'All Tasks',
  postedTasks: 'Posted Tasks',
  tasksAssigned: 'Assigned Task',
  completedTasks: 'Task Completed',
  OffersPending: 'Offers Pending',
} as const;

export type TaskFilter = keyof typeof TASK_FILTERS;

export const isTaskFilter = (value: string | undefined): value is TaskFilter =>
  value !== undefined && Object.hasOwn(TASK_FILTERS, value);
