import { request } from '@fairgo/shared/api';
import type { InterestBody } from '@fairgo/shared/contract';
import { usePlatform } from '@fairgo/shared/platform';
import { useLoad, useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../../../lib/failures';
import { OWN_WORKER_POSTS_KEY } from '../../../../lib/query-keys';

export const INTEREST_SENT = 'The employer has been told you are interested.';

/** The signed-in user's availability posts, one of which goes with an answer. */
export function useOwnWorkerPosts(email: string | undefined) {
  return useLoad({
    queryKey: [OWN_WORKER_POSTS_KEY, email],
    queryFn: () => request('GET findworker/workerposts', { searchParams: { email: email! } }),
    enabled: Boolean(email),
    staleTime: 0,
    failure: FAILURES.loadOwnWorkerPosts,
  });
}

/**
 * Sends "I'm interested" for a job: says it was sent, or why it was refused (already answered, the
 * day's limit), beside the form's button, where what was typed stays.
 */
export function useAnswerJob(onSent: () => void) {
  const platform = usePlatform();
  return useWrite({
    failure: FAILURES.answerJob,
    write: async (jobId: string, body: InterestBody) => {
      await request('POST jobInterest/jobs/:jobId', { params: { jobId }, json: body });
      onSent();
      platform.showStatus({ status: 'success', title: INTEREST_SENT });
    },
  });
}
