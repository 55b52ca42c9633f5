import { request } from '@fairgo/shared/api';

/** GET /api/suburbs?query=: suggestions for a non-empty text (product.md#api-calls). */
export const searchSuburbs = async (query: string, options: { signal?: AbortSignal } = {}) =>
  (await request('GET suburbs', { searchParams: { query }, ...options })).map((suggestion) => suggestion.Suburb);
