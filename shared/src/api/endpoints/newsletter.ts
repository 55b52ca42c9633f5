import { request } from '@fairgo/shared/api';

/** POST /api/addEmailIntoNewsletter */
export const subscribeToNewsletter = (email: string) => request('POST addEmailIntoNewsletter', { json: { email } });
