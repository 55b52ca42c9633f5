import { getOwnPosts } from '@fairgo/shared/api';
import type { OwnPost, PostKind } from '@fairgo/shared/contract';
import { useCallback, useEffect, useState } from 'react';

export interface OwnPostsState {
  posts: OwnPost[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/** The signed-in user's posts of one kind (spec §7: advisersposts, workerposts). */
export function useOwnPosts(kind: PostKind, email: string): OwnPostsState {
  const [version, setVersion] = useState(0);
  const request = `${kind} ${email} ${version}`;
  const [result, setResult] = useState<{ request: string; posts: OwnPost[]; failed: boolean } | null>(null);

  useEffect(() => {
    let current = true;
    getOwnPosts(kind, email)
      .then((posts) => current && setResult({ request, posts, failed: false }))
      .catch((error: unknown) => {
        // Spec §8: a list that fails to load is logged; the page says so instead of showing nothing.
        console.error(`[mf-account] loading your ${kind} posts failed`, error);
        if (current) setResult({ request, posts: [], failed: true });
      });
    return () => {
      current = false;
    };
  }, [kind, email, request]);

  return {
    posts: result?.posts ?? [],
    loading: result?.request !== request,
    failed: result?.failed ?? false,
    reload: useCallback(() => setVersion((value) => value + 1), []),
  };
}
