import { subscribeToNewsletter } from '@fairgo/shared/api/newsletter';
import { useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../platform/failures';

/** The newsletter signup; what a failure tells is the shell's table's (`FAILURES.newsletter`). */
export function useSubscribe() {
  return useWrite({ failure: FAILURES.newsletter, write: (address: string) => subscribeToNewsletter(address) });
}
