import { useAction } from '@fairgo/shared/actions';
import { deletePost, updatePost } from '@fairgo/shared/api';
import type { OwnPost, PostFields, PostKind, User } from '@fairgo/shared/contract';
import { usePlatform } from '@fairgo/shared/platform';
import { Heading, SimpleGrid, Spinner, Stack, Text } from '@fairgo/shared/ui';
import { lazy, Suspense, useState } from 'react';
import { PostCard } from './post-card';
import { useOwnPosts, type OwnPostsState } from './api/use-own-posts';
import { usePostForm } from './use-post-form';
import { FAILURES } from '../../lib/failures';

// Downloaded when first asked for, with the dialog entry it draws with.
const ConfirmDeletionDialog = lazy(() =>
  import('./confirm-deletion-dialog').then((dialog) => ({ default: dialog.ConfirmDeletionDialog })),
);

/** Spec §8, Profile row. */
export const POST_MESSAGES: Record<PostKind, { deleted: string; deleteFailed: string }> = {
  job: { deleted: 'Adviser data deleted successfully', deleteFailed: 'Error deleting adviser data' },
  worker: { deleted: 'Worker data deleted successfully', deleteFailed: 'Error deleting worker data' },
};
export const POST_UPDATED = 'Data updated successfully';
export const POST_UPDATE_FAILED = 'Error updated the data';

const SECTIONS: { kind: PostKind; title: string; empty: string }[] = [
  { kind: 'job', title: 'Posts Jobs', empty: 'You have not posted any jobs yet.' },
  { kind: 'worker', title: 'Looking for work posts', empty: 'You have not asked for a job yet.' },
];

type Target = { kind: PostKind; post: OwnPost };

/** The user's job posts and looking-for-work posts, with Edit Post and Delete Post (spec §2). */
export function OwnPosts({ user }: { user: User }) {
  const platform = usePlatform();
  const lists: Record<PostKind, OwnPostsState> = {
    job: useOwnPosts('job', user.email),
    worker: useOwnPosts('worker', user.email),
  };
  const postForm = usePostForm();
  const [editing, setEditing] = useState<Target | null>(null);
  const [deleting, setDeleting] = useState<Target | null>(null);

  const edit = async (target: Target) => {
    if (await postForm.load()) setEditing(target);
  };

  const saving = useAction({
    log: FAILURES.updatePost,
    run: async ({ kind, post }: Target, fields: PostFields) => {
      await updatePost(kind, post._id, fields);
      platform.showStatus({ status: 'success', title: POST_UPDATED });
      lists[kind].reload();
    },
    failed: () => platform.showStatus({ status: 'error', title: POST_UPDATE_FAILED }),
  });

  const removing = useAction({
    log: FAILURES.deletePost,
    run: async ({ kind, post }: Target) => {
      setDeleting(null);
      await deletePost(kind, post._id);
      platform.showStatus({ status: 'success', title: POST_MESSAGES[kind].deleted });
      lists[kind].reload();
    },
    failed: (_error, { kind }) => platform.showStatus({ status: 'error', title: POST_MESSAGES[kind].deleteFailed }),
  });

  const { PostForm } = postForm;
  return (
    <Stack gap={8}>
      {SECTIONS.filter(({ kind }) => kind === 'worker' || user.role !== 'worker' || lists.job.posts.length > 0).map(
        ({ kind, title, empty }) => {
          const list = lists[kind];
          return (
            <Stack as="section" key={kind} gap={3} aria-labelledby={`own-posts-${kind}`}>
              <Heading as="h2" size="lg" id={`own-posts-${kind}`}>
                {title}
              </Heading>
              {list.loading ? (
                <Spinner aria-label={`Loading ${title}`} />
              ) : list.failed ? (
                <Text color="red.600">Your posts could not be loaded. Please refresh the page.</Text>
              ) : list.posts.length === 0 ? (
                <Text color="fg.muted">{empty}</Text>
              ) : (
                <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={4}>
                  {list.posts.map((post) => (
                    <PostCard
                      key={post._id}
                      post={post}
                      onEdit={() => void edit({ kind, post })}
                      onDelete={() => setDeleting({ kind, post })}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          );
        },
      )}
      {postForm.loading ? <Spinner aria-label="Opening the form" /> : null}
      {PostForm && editing ? (
        <PostForm
          key={editing.post._id}
          kind={editing.kind}
          post={editing.post}
          open
          onClose={() => setEditing(null)}
          onSubmit={(fields) => saving.run(editing, fields)}
        />
      ) : null}
      {deleting ? (
        <Suspense fallback={null}>
          <ConfirmDeletionDialog
            what={deleting.post.job}
            onCancel={() => setDeleting(null)}
            onConfirm={() => void removing.run(deleting)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
