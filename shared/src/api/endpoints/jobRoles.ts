import { request } from '@fairgo/shared/api';

/** GET /api/jobRoles/getRoles */
export const getJobRoles = async (query = '') =>
  (await request('GET jobRoles/getRoles', query ? { searchParams: { query } } : {})).JobRoles;
