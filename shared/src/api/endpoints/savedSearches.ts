import type { NewSavedSearch, SavedSearchChange } from '@fairgo/shared/contract';
import { request } from '@fairgo/shared/api';

/** GET /api/savedSearches: the caller's saved searches, newest first. */
export const getSavedSearches = () => request('GET savedSearches');
/** POST /api/savedSearches: saves the filters of a page (at most 20 each). */
export const saveSearch = (search: NewSavedSearch) => request('POST savedSearches', { json: search });
/** PATCH /api/savedSearches/{id}: pause or resume it, turn its e-mails on or off. */
export const changeSavedSearch = (searchId: string, change: SavedSearchChange) =>
  request('PATCH savedSearches/:searchId', { params: { searchId }, json: change });
/** DELETE /api/savedSearches/{id}. */
export const deleteSavedSearch = (searchId: string) =>
  request('DELETE savedSearches/:searchId', { params: { searchId } });
