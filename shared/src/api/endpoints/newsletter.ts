import { request } from '../client';

/** POST /api/addEmailIntoNewsletter */
export const subscribeToNewsletter = (email: string) => request('POST addEmailIntoNewsletter', { json: { email } });
