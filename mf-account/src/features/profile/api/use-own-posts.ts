import { request } from '@fairgo/shared/api';
import type { OwnPost, PostFields, PostKind } from '@fairgo/shared/contract';
import { usePlatform } from '@fairgo/shared/platform';
import { useLoad, useQueryClient, useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

/** product.md#messages, Profile row; `detail` says under the spec's words what the deletion did. */
export const POST_MESSAGES: Record<PostKind, { deleted: string; detail: string }> = {
  job: { deleted: 'Adviser data deleted successfully', detail: 'Your job post is no longer listed on Find Work.' },
  worker: {
    deleted: 'Worker data deleted successfully',
    detail: 'Your availability post is no longer listed on Find Workers.',
  },
};
export const POST_UPDATED = 'Data updated successfully';

export interface OwnPostsState {
  posts: OwnPost[];
  loading: boolean;
  /** What its failure tells (its table's text), once it failed. */
  failure: string | null;
}

/** One of the user's posts, and which list it is in. */
export type OwnPostTarget = { kind: PostKind; post: OwnPost };

const ownPostsKey = (kind: PostKind, email: string) => ['ownPosts', kind, email];

/**
 * The signed-in user's posts of one kind (product.md#api-calls: advisersposts, workerposts). product.md#messages: a list that
 * fails to load is logged, and the page says so instead of showing nothing.
 */
export function useOwnPosts(kind: PostKind, email: string): OwnPostsState {
  const query = useLoad({
    queryKey: ownPostsKey(kind, email),
    queryFn: () =>
      request(kind === 'job' ? 'GET findwork/advisersposts' : 'GET findworker/workerposts', {
        searchParams: { email },
      }),
    staleTime: 0,
    failure: FAILURES.loadOwnPosts,
  });
  return { posts: query.data ?? [], loading: query.isPending, failure: query.failure };
}

const useReloadOwnPosts = (email: string) => {
  const queryClient = useQueryClient();
  return (kind: PostKind) => queryClient.invalidateQueries({ queryKey: ownPostsKey(kind, email) });
};

/** Saves an edited post (Edit Post); its list is loaded again. */
export function useUpdatePost(email: string) {
  const platform = usePlatform();
  const reload = useReloadOwnPosts(email);
  return useWrite({
    failure: FAILURES.updatePost,
    write: async ({ kind, post }: OwnPostTarget, fields: PostFields) => {
      await request(kind === 'job' ? 'PUT findwork/update' : 'PUT findworker/update', {
        json: { _id: post._id, ...fields },
      });
      platform.showStatus({ status: 'success', title: POST_UPDATED });
      await reload(kind);
    },
    tell: (text) => platform.showStatus({ status: 'error', title: text }),
  });
}

/** Deletes a post once confirmed (Delete Post); its list is loaded again. */
export function useDeletePost(email: string) {
  const platform = usePlatform();
  const reload = useReloadOwnPosts(email);
  return useWrite({
    failure: ({ kind }: OwnPostTarget) => (kind === 'job' ? FAILURES.deleteJobPost : FAILURES.deleteWorkerPost),
    write: async ({ kind, post }: OwnPostTarget) => {
      await request(kind === 'job' ? 'DELETE findwork/delete' : 'DELETE findworker/delete', {
        json: { _id: post._id },
      });
      platform.showStatus({
        status: 'success',
        title: POST_MESSAGES[kind].deleted,
        description: POST_MESSAGES[kind].detail,
      });
      await reload(kind);
    },
    tell: (text) => platform.showStatus({ status: 'error', title: text }),
  });
}
