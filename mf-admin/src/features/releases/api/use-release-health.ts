import { request } from '@fairgo/shared/api';
import { useLoad } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

/** Each remote's versions, their health in browsers and the latest moves (GET /api/registry/health, admins only), kept fresh each 30 s. */
export function useReleaseHealth() {
  return useLoad({
    queryKey: ['release-health'],
    queryFn: () => request('GET registry/health'),
    staleTime: 0,
    refetchInterval: 30_000,
    failure: FAILURES.loadReleaseHealth,
  });
}
