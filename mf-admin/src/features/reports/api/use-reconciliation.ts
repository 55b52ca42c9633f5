import { request } from '@fairgo/shared/api';
import { useLoad } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

/** The ledger compared with the payment provider (GET /api/payments/reconciliation, admins only). */
export function useReconciliation() {
  return useLoad({
    queryKey: ['payments', 'reconciliation'],
    queryFn: () => request('GET payments/reconciliation'),
    staleTime: 0,
    failure: FAILURES.loadReconciliation,
  });
}
