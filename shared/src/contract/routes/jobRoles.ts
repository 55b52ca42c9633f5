import { JobRolesReply, OptionsQuery } from '../../posts/contract';
import type { RouteTable } from '../route';

/** /api/jobRoles/getRoles: the posting form's job roles. */
export const jobRolesApi = {
  'GET jobRoles/getRoles': { query: OptionsQuery, replies: { 200: JobRolesReply }, failures: [400] },
} as const satisfies RouteTable;
