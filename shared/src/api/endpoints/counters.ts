import { request } from '../client';

/**
 * The fire-and-forget counters of spec §7: the answer is unused, and a failure only logged, so a
 * counter never stands in the way of what the person asked for.
 */
const count = (path: string) => () => {
  request<void>(path).catch((error: unknown) => console.error(`[api] ${path} failed`, error));
};

export const countAskForJob = count('askforjobcount');
export const countPostAJob = count('postajobcount');
export const countVisitor = count('visitorcount');
export const countPostTask = count('postTaskCount');
