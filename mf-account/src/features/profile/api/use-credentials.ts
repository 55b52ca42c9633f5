import { getCredentials } from '@fairgo/shared/credentials';
import { useQuery } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

/** The signed-in user's credentials, fresh each time the profile opens. */
export function useCredentials(email: string) {
  return useQuery({
    queryKey: ['credentials', email],
    queryFn: getCredentials,
    staleTime: 0,
    meta: { log: FAILURES.loadCredentials },
  });
}
