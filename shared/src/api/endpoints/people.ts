import { request } from '@fairgo/shared/api';

/** GET /api/people/{userId}: a person's public profile (/people/:userId). */
export const getPerson = (userId: string) => request('GET people/:userId', { params: { userId } });
