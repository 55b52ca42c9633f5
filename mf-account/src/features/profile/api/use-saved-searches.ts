import { getSavedSearches } from '@fairgo/shared/filters';
import { useQuery } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

/** The signed-in user's saved searches, fresh each time the profile opens. */
export function useSavedSearches(email: string) {
  return useQuery({
    queryKey: ['savedSearches', email],
    queryFn: getSavedSearches,
    staleTime: 0,
    meta: { log: FAILURES.loadSavedSearches },
  });
}
