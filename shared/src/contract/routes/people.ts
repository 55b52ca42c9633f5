import { PublicProfile, UserIdParams } from '../trust';
import type { RouteTable } from '../route';

/** /api/people/:userId: a person's public profile. */
export const peopleApi = {
  'GET people/:userId': { params: UserIdParams, replies: { 200: PublicProfile }, failures: [400, 401, 404] },
} as const satisfies RouteTable;
