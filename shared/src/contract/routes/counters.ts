import type { RouteTable } from '../route';

/** The fire-and-forget counters: each call adds one, and the answer carries nothing. */
export const countersApi = {
  'GET askforjobcount': { failures: [429] },
  'GET postajobcount': { failures: [429] },
  'GET visitorcount': { failures: [429] },
  'GET postTaskCount': { failures: [429] },
} as const satisfies RouteTable;
