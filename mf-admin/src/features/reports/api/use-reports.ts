import { getReports } from '@fairgo/shared/api';
import { useQuery, useQueryClient } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

const REPORTS_KEY = ['reports'];

/** The open reports and the standing cancellation requests (GET /api/reports, admins only). */
export function useReports() {
  return useQuery({
    queryKey: REPORTS_KEY,
    queryFn: getReports,
    staleTime: 0,
    meta: { log: FAILURES.loadReports },
  });
}

export function useRefreshReports() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: REPORTS_KEY });
}
