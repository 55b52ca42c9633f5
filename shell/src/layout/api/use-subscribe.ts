import { request } from '@fairgo/shared/api';
import { useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../platform/failures';

/** The newsletter signup; what a failure tells is the shell's table's (`FAILURES.newsletter`). */
export function useSubscribe() {
  return useWrite({
    failure: FAILURES.newsletter,
    write: (email: string) => request('POST addEmailIntoNewsletter', { json: { email } }),
  });
}
