import type { PostKind, User } from '@fairgo/shared/contract';
import { Heading, SimpleGrid, Spinner, Stack, Text } from '@fairgo/shared/ui';
import { lazy, Suspense, useState } from 'react';
import { PostCard } from './post-card';
import { useDeletePost, useOwnPosts, useUpdatePost, type OwnPostsState, type OwnPostTarget } from './api/use-own-posts';
import { usePostForm } from './use-post-form';
import { useJobInterestModule } from './use-job-interest-module';

// Downloaded when first asked for, with the dialog entry it draws with.
const ConfirmDeletionDialog = lazy(() =>
  import('./confirm-deletion-dialog').then((dialog) => ({ default: dialog.ConfirmDeletionDialog })),
);

/** The spec's section titles, each with a line that says what is in it. */
const SECTIONS: { kind: PostKind; title: string; intro: string; empty: string }[] = [
  {
    kind: 'job',
    title: 'Posts Jobs',
    intro: 'The jobs you posted, as workers see them on Find Work.',
    empty: 'You have not posted any jobs yet.',
  },
  {
    kind: 'worker',
    title: 'Looking for work posts',
    intro: 'Your availability, as employers see it on Find Workers.',
    empty: 'You have not asked for a job yet.',
  },
];

/** The user's job posts and looking-for-work posts, with Edit Post and Delete Post (product.md#account-pages). */
export function OwnPosts({ user }: { user: User }) {
  const lists: Record<PostKind, OwnPostsState> = {
    job: useOwnPosts('job', user.email),
    worker: useOwnPosts('worker', user.email),
  };
  const postForm = usePostForm();
  const interest = useJobInterestModule(lists.job.posts.length > 0);
  const [editing, setEditing] = useState<OwnPostTarget | null>(null);
  const [deleting, setDeleting] = useState<OwnPostTarget | null>(null);
  // The post being deleted once confirmed: its card says so until the answer (the status dialog) comes.
  const [removingId, setRemovingId] = useState<string | null>(null);

  const edit = async (target: OwnPostTarget) => {
    if (await postForm.load()) setEditing(target);
  };

  const saving = useUpdatePost(user.email);
  const removing = useDeletePost(user.email);

  const { PostForm } = postForm;
  return (
    <Stack gap={8}>
      {SECTIONS.filter(({ kind }) => kind === 'worker' || user.role !== 'worker' || lists.job.posts.length > 0).map(
        ({ kind, title, intro, empty }) => {
          const list = lists[kind];
          return (
            <Stack as="section" key={kind} gap={3} aria-labelledby={`own-posts-${kind}`}>
              <Heading as="h2" size="lg" id={`own-posts-${kind}`}>
                {title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {intro}
              </Text>
              {list.loading ? (
                <Spinner aria-label={`Loading ${title}`} />
              ) : list.failure ? (
                <Text color="red.600">{list.failure}</Text>
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
                      deleting={removingId === post._id}
                    />
                  ))}
                </SimpleGrid>
              )}
              {kind === 'job' ? <InterestSections posts={list.posts} interest={interest} /> : null}
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
            onConfirm={() => {
              setDeleting(null);
              setRemovingId(deleting.post._id);
              void removing.run(deleting).finally(() => setRemovingId(null));
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** Under the job posts: who is interested in each, drawn by the marketplace (its listing cards). */
function InterestSections({
  posts,
  interest,
}: {
  posts: OwnPostsState['posts'];
  interest: ReturnType<typeof useJobInterestModule>;
}) {
  if (posts.length === 0) return null;
  if (interest.failed)
    return (
      <Text color="red.600">The workers interested in your jobs could not be shown. Please refresh the page.</Text>
    );
  const { InterestedWorkers } = interest;
  if (!InterestedWorkers) return <Spinner aria-label="Loading the workers interested in your jobs" />;
  return (
    <Stack gap={6} mt={4}>
      {posts.map((post) => (
        <InterestedWorkers key={post._id} jobId={post._id} job={post.job} />
      ))}
    </Stack>
  );
}
