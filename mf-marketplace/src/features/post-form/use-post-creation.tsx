import { useAction } from '@fairgo/shared/actions';
import { isApiError, submitPost } from '@fairgo/shared/api';
import type { PostFields, PostKind } from '@fairgo/shared/contract';
import { usePlatform } from '@fairgo/shared/platform';
import { useQueryClient } from '@fairgo/shared/queries';
import { lazy, Suspense, useState } from 'react';
import { LISTINGS_KEY } from '../../lib/query-keys';
import { FAILURES } from '../../lib/failures';

export const POST_SUBMITTED = 'Data submitted successfully';
export const POST_FAILED = 'Error submitting data';

// The form (and Chakra's dialog machinery) loads when someone first opens it.
const PostForm = lazy(() => import('./post-form').then((module) => ({ default: module.PostForm })));

/**
 * Creating a post from a listings page (spec §4 "Submission of a post"): the posting form, then
 * the save, then 'Data submitted successfully' or 'Error submitting data' (with a Feedback link
 * where the page offers one). The lists are fetched again after a save.
 */
export function usePostCreation(kind: PostKind, options: { feedbackOnFailure?: boolean } = {}) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  const saving = useAction({
    log: FAILURES.submitPost,
    run: async (fields: PostFields) => {
      await submitPost(kind, fields);
      platform.showStatus({ status: 'success', title: POST_SUBMITTED });
      await queryClient.invalidateQueries({ queryKey: [LISTINGS_KEY] });
    },
    failed: (error) =>
      platform.showStatus({
        status: 'error',
        title: POST_FAILED,
        // A refusal (a 4xx) says why, e.g. that a membership is needed; other failures say nothing more.
        ...(isApiError(error) && error.status >= 400 && error.status < 500 ? { description: error.message } : {}),
        ...(options.feedbackOnFailure ? { action: { label: 'Feedback', to: '/feedback' } } : {}),
      }),
  });

  const form = open ? (
    <Suspense fallback={null}>
      <PostForm kind={kind} open onClose={() => setOpen(false)} onSubmit={saving.run} />
    </Suspense>
  ) : null;
  return { form, openForm: () => setOpen(true) };
}
