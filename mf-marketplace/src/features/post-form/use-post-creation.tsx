import type { PostKind } from '@fairgo/shared/contract';
import { lazy, Suspense, useState } from 'react';
import { useSubmitPost } from './api/use-submit-post';

// The form (and Chakra's dialog machinery) loads when someone first opens it.
const PostForm = lazy(() => import('./post-form').then((module) => ({ default: module.PostForm })));

/** Creating a post from a listings page: the posting form, opened on demand, then its save. */
export function usePostCreation(kind: PostKind, options: { feedbackOnFailure?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const saving = useSubmitPost(kind, options);
  const form = open ? (
    <Suspense fallback={null}>
      <PostForm kind={kind} open onClose={() => setOpen(false)} onSubmit={saving.run} />
    </Suspense>
  ) : null;
  return { form, openForm: () => setOpen(true) };
}
