import { request } from '@fairgo/shared/api';
import { useLoad, useQueryClient, useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

const personKey = (userId: string) => ['person', userId];

/** A person's public profile (GET /api/people/:userId). */
export function usePerson(userId: string) {
  return useLoad({
    queryKey: personKey(userId),
    queryFn: () => request('GET people/:userId', { params: { userId } }),
    staleTime: 30_000,
    failure: FAILURES.loadPerson,
  });
}

/** An administrator hides one of the person's reviews, with the reason; the profile is loaded again without it. */
export function useHideReview(userId: string) {
  const queryClient = useQueryClient();
  return useWrite({
    failure: FAILURES.hideReview,
    write: async (reviewId: string, reason: string) => {
      await request('POST reports/hideReview/:reviewId', { params: { reviewId }, json: { reason: reason.trim() } });
      await queryClient.invalidateQueries({ queryKey: personKey(userId) });
    },
  });
}
