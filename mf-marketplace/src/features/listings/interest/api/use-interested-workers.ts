import { request } from '@fairgo/shared/api';
import type { InterestedWorker } from '@fairgo/shared/contract';
import { usePlatform } from '@fairgo/shared/platform';
import { useLoad, useQueryClient, useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../../../lib/failures';
import { INTERESTED_KEY } from '../../../../lib/query-keys';

/** The workers interested in one of the caller's jobs (the API marks them seen as it lists them). */
export function useInterestedWorkers(jobId: string) {
  return useLoad({
    queryKey: [INTERESTED_KEY, jobId],
    queryFn: () => request('GET jobInterest/jobs/:jobId', { params: { jobId } }),
    staleTime: 0,
    failure: FAILURES.loadInterestedWorkers,
  });
}

/** Dismisses an answer: it leaves the list, which is loaded again. */
export function useDismissAnswer(jobId: string) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  return useWrite({
    failure: FAILURES.dismissAnswer,
    write: async (answer: InterestedWorker) => {
      await request('POST jobInterest/answers/:answerId/dismiss', { params: { answerId: answer._id } });
      await queryClient.invalidateQueries({ queryKey: [INTERESTED_KEY, jobId] });
    },
    tell: (text) => platform.showStatus({ status: 'error', title: text }),
  });
}
