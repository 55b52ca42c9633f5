import { refusal, request } from '@fairgo/shared/api';
import type { PostFields, PostKind } from '@fairgo/shared/contract';
import { usePlatform } from '@fairgo/shared/platform';
import { useQueryClient, useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';
import { LISTINGS_KEY } from '../../../lib/query-keys';

export const POST_SUBMITTED = 'Data submitted successfully';
/** What the spec's words mean, in a line under them: where the new post now shows. */
export const POST_SUBMITTED_DETAIL: Record<PostKind, string> = {
  job: 'Your job post is now listed on Find Work, where workers can answer it.',
  worker: 'Your availability is now listed on Find Workers, where employers can find you.',
};

/**
 * Saves a new post (product.md#states): 'Data submitted successfully' and the lists
 * fetched again, or 'Error submitting data' (with a Feedback link where the page offers one); a
 * refusal (a 4xx) says why under it, e.g. that a membership is needed, other failures say nothing more.
 */
export function useSubmitPost(kind: PostKind, { feedbackOnFailure = false } = {}) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  return useWrite({
    failure: FAILURES.submitPost,
    write: async (fields: PostFields) => {
      await request(kind === 'job' ? 'POST findwork/submit' : 'POST findworker/submit', { json: fields });
      platform.showStatus({ status: 'success', title: POST_SUBMITTED, description: POST_SUBMITTED_DETAIL[kind] });
      await queryClient.invalidateQueries({ queryKey: [LISTINGS_KEY] });
    },
    tell: (text, error) => {
      const reason = refusal(error);
      platform.showStatus({
        status: 'error',
        title: text,
        ...(reason ? { description: reason } : {}),
        ...(feedbackOnFailure ? { action: { label: 'Feedback', to: '/feedback' } } : {}),
      });
    },
  });
}
