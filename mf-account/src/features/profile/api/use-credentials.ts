import { getCredentials } from '@fairgo/shared/credentials';
import { useQuery } from '@fairgo/shared/queries';

/** The signed-in user's credentials, fresh each time the profile opens. */
export function useCredentials(email: string) {
  return useQuery({
    queryKey: ['credentials', email],
    queryFn: getCredentials,
    staleTime: 0,
    meta: { log: 'ACCOUNT-015 loading your credentials' },
  });
}
