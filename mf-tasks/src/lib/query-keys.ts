// The keys of the remote's queries, which several features refresh after a change.

/** Every task list's key starts so: a change to any task refreshes them all. */
export const TASKS_KEY = 'tasks';

/** One task's key. */
export const taskKey = (taskId: string) => ['task', taskId] as const;
