import { request } from '@fairgo/shared/api';

/** GET /api/google/autocomplete?query=: address predictions for a non-empty text. */
export const getAddressPredictions = async (query: string, options: { signal?: AbortSignal } = {}) =>
  (await request('GET google/autocomplete', { searchParams: { query }, ...options })).predictions.map(
    (prediction) => prediction.description,
  );
