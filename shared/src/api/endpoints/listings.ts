import type { AddressPredictions, Listing, ListingsQuery, PostKind } from '@fairgo/shared/contract';
import { request } from '../client';

/** A query as URL parameters: lists repeated (`jobs=A&jobs=B`), as the server reads them. */
function toSearchParams(query: ListingsQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const entry of Array.isArray(value) ? value : [value]) params.append(key, String(entry));
  }
  return params;
}

const listPath: Record<PostKind, string> = { job: 'findwork/advisers', worker: 'findworker/workers' };

/** GET /api/findwork/advisers (job posts) or /api/findworker/workers (looking-for-work posts). */
export const getListings = (kind: PostKind, query: ListingsQuery, options: { signal?: AbortSignal } = {}) =>
  request<Listing[]>(listPath[kind], { searchParams: toSearchParams(query), ...options });

/** GET /api/findworker/filterworkers: the find-worker page's Search (spec §7). */
export const filterWorkers = (query: ListingsQuery, options: { signal?: AbortSignal } = {}) =>
  request<Listing[]>('findworker/filterworkers', { searchParams: toSearchParams(query), ...options });

/** GET /api/google/autocomplete?query=: address predictions for a non-empty text. */
export const getAddressPredictions = async (query: string, options: { signal?: AbortSignal } = {}) =>
  (await request<AddressPredictions>('google/autocomplete', { searchParams: { query }, ...options })).predictions.map(
    (prediction) => prediction.description,
  );
