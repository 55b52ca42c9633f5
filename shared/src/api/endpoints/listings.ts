import type { ListingsQuery, PostFields, PostKind } from '@fairgo/shared/contract';
import { request } from '@fairgo/shared/api';

// The two kinds of post, each under its own path (product.md#api-calls, following the entity the path names):
// job posts under /api/findwork, looking-for-work posts under /api/findworker. The server's side of
// both is infra/api/src/listings/.

/** A query as URL parameters: lists repeated (`jobs=A&jobs=B`), as the server reads them. */
function toSearchParams(query: ListingsQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const entry of Array.isArray(value) ? value : [value]) params.append(key, String(entry));
  }
  return params;
}

/** GET /api/findwork/advisers (job posts) or /api/findworker/workers (looking-for-work posts). */
export const getListings = (kind: PostKind, query: ListingsQuery, options: { signal?: AbortSignal } = {}) =>
  request(kind === 'job' ? 'GET findwork/advisers' : 'GET findworker/workers', {
    searchParams: toSearchParams(query),
    ...options,
  });

/** GET /api/findwork/advisers/total or /api/findworker/workers/total: how many listings a search matches. */
export const getListingsTotal = (kind: PostKind, query: ListingsQuery, options: { signal?: AbortSignal } = {}) =>
  request(kind === 'job' ? 'GET findwork/advisers/total' : 'GET findworker/workers/total', {
    searchParams: toSearchParams(query),
    ...options,
  });

/** GET /api/findworker/filterworkers: the find-worker page's Search (product.md#api-calls). */
export const filterWorkers = (query: ListingsQuery, options: { signal?: AbortSignal } = {}) =>
  request('GET findworker/filterworkers', { searchParams: toSearchParams(query), ...options });

/** POST /api/findwork/submit or /api/findworker/submit. */
export const submitPost = (kind: PostKind, fields: PostFields) =>
  request(kind === 'job' ? 'POST findwork/submit' : 'POST findworker/submit', { json: fields });

/** GET /api/findwork/advisersposts or /api/findworker/workerposts: the signed-in user's own posts. */
export const getOwnPosts = (kind: PostKind, email: string) =>
  request(kind === 'job' ? 'GET findwork/advisersposts' : 'GET findworker/workerposts', { searchParams: { email } });

/** PUT /api/findwork/update or /api/findworker/update. */
export const updatePost = (kind: PostKind, _id: string, fields: PostFields) =>
  request(kind === 'job' ? 'PUT findwork/update' : 'PUT findworker/update', { json: { _id, ...fields } });

/** DELETE /api/findwork/delete or /api/findworker/delete. */
export const deletePost = (kind: PostKind, _id: string) =>
  request(kind === 'job' ? 'DELETE findwork/delete' : 'DELETE findworker/delete', { json: { _id } });
