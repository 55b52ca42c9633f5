import { getOwnPosts } from '@fairgo/shared/api';
import type { OwnPost, PostKind } from '@fairgo/shared/contract';
import { useQuery } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

export interface OwnPostsState {
  posts: OwnPost[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/**
 * The signed-in user's posts of one kind (spec §7: advisersposts, workerposts). Spec §8: a list that
 * fails to load is logged, and the page says so instead of showing nothing.
 */
export function useOwnPosts(kind: PostKind, email: string): OwnPostsState {
  const query = useQuery({
    queryKey: ['ownPosts', kind, email],
    queryFn: () => getOwnPosts(kind, email),
    staleTime: 0,
    meta: { log: FAILURES.loadOwnPosts },
  });
  return {
    posts: query.data ?? [],
    loading: query.isPending,
    failed: query.isError,
    reload: () => void query.refetch(),
  };
}
