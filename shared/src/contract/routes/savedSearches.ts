import { Type } from 'typebox';
import { MessageReply } from '../common';
import {
  NewSavedSearchBody,
  SavedSearch,
  SavedSearchChange,
  SavedSearchParams,
  UnsubscribeQuery,
} from '../../saved-searches/contract';
import type { RouteTable } from '../route';

/** /api/savedSearches: a member's saved searches, and the alerts' unsubscribe links. */
export const savedSearchesApi = {
  'GET savedSearches': { replies: { 200: Type.Array(SavedSearch) }, failures: [401] },
  'POST savedSearches': {
    body: NewSavedSearchBody,
    replies: { 201: SavedSearch },
    failures: [400, 401, 404, 409, 429],
  },
  'PATCH savedSearches/:searchId': {
    params: SavedSearchParams,
    body: SavedSearchChange,
    replies: { 200: SavedSearch },
    failures: [400, 401, 404, 409],
  },
  'DELETE savedSearches/:searchId': {
    params: SavedSearchParams,
    replies: { 200: MessageReply },
    failures: [400, 401, 404, 409],
  },
  'GET savedSearches/unsubscribe': { query: UnsubscribeQuery, page: true, failures: [400, 429] },
  'POST savedSearches/unsubscribe': { query: UnsubscribeQuery, replies: { 200: MessageReply }, failures: [400, 429] },
} as const satisfies RouteTable;
