import { getPerson } from '@fairgo/shared/api';
import { useQuery, useQueryClient } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

const personKey = (userId: string) => ['person', userId];

/** A person's public profile (GET /api/people/:userId). */
export function usePerson(userId: string) {
  return useQuery({
    queryKey: personKey(userId),
    queryFn: () => getPerson(userId),
    staleTime: 30_000,
    meta: { log: FAILURES.loadPerson },
  });
}

/** After an admin hid a review: the profile again. */
export function useRefreshPerson(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: personKey(userId) });
}
