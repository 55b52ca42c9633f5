import { getReconciliation } from '@fairgo/shared/api/payments';
import { useQuery } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

/** The ledger compared with the payment provider (GET /api/payments/reconciliation, admins only). */
export function useReconciliation() {
  return useQuery({
    queryKey: ['payments', 'reconciliation'],
    queryFn: getReconciliation,
    staleTime: 0,
    meta: { log: FAILURES.loadReconciliation },
  });
}
