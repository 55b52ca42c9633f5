import { getAdminStats, getFeedback } from '@fairgo/shared/api';
import { useQuery } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

/** All feedback with the admins' counts (spec §7: GET /api/feedback, /api/feedback/otherInformation). */
export function useFeedback() {
  return useQuery({
    queryKey: ['feedback'],
    queryFn: async () => {
      const [feedback, stats] = await Promise.all([getFeedback(), getAdminStats()]);
      return { feedback, stats };
    },
    staleTime: 0,
    meta: { log: FAILURES.loadFeedback },
  });
}
