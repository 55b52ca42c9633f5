import { MessageReply } from '../common';
import { Listings, ListingsQuery, ListingsTotal } from '../../listings/contract';
import { OwnPosts, OwnPostsQuery, PostFields, PostId, PostUpdate } from '../../posts/contract';
import type { RouteTable } from '../route';

/** /api/findwork: employers' job posts, as everyone lists them and as their owner keeps them. */
export const findworkApi = {
  'GET findwork/advisers': { query: ListingsQuery, replies: { 200: Listings }, failures: [400] },
  'GET findwork/advisers/total': { query: ListingsQuery, replies: { 200: ListingsTotal }, failures: [400] },
  'GET findwork/advisersposts': { query: OwnPostsQuery, replies: { 200: OwnPosts }, failures: [400, 401, 403] },
  'POST findwork/submit': {
    body: PostFields,
    idempotent: true,
    replies: { 200: MessageReply },
    failures: [400, 401, 403, 409],
  },
  'PUT findwork/update': { body: PostUpdate, replies: { 200: MessageReply }, failures: [400, 401, 404] },
  'DELETE findwork/delete': { body: PostId, replies: { 200: MessageReply }, failures: [400, 401, 404] },
} as const satisfies RouteTable;
