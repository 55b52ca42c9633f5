import type { RouteTable } from '../route';

/** The fire-and-forget counters: each call adds one, and the answer carries nothing. */
export const countersApi = {
  'GET askforjobcount': { noContent: true, failures: [429] },
  'GET postajobcount': { noContent: true, failures: [429] },
  'GET visitorcount': { noContent: true, failures: [429] },
  'GET postTaskCount': { noContent: true, failures: [429] },
} as const satisfies RouteTable;

/** A counter's route: `count(route)` (@fairgo/shared/actions) calls it. */
export type CounterRoute = keyof typeof countersApi;
