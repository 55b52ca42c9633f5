import { MessageReply } from '../common';
import { Listings, ListingsQuery, ListingsTotal } from '../../listings/contract';
import { OwnPosts, OwnPostsQuery, PostFields, PostId, PostUpdate } from '../../posts/contract';
import type { RouteTable } from '../route';

/** /api/findworker: workers' looking-for-work posts, as everyone lists them and as their owner keeps them. */
export const findworkerApi = {
  'GET findworker/workers': { query: ListingsQuery, replies: { 200: Listings }, failures: [400] },
  'GET findworker/workers/total': { query: ListingsQuery, replies: { 200: ListingsTotal }, failures: [400] },
  'GET findworker/filterworkers': { query: ListingsQuery, replies: { 200: Listings }, failures: [400] },
  'GET findworker/workerposts': { query: OwnPostsQuery, replies: { 200: OwnPosts }, failures: [400, 401, 403] },
  'POST findworker/submit': {
    body: PostFields,
    idempotent: true,
    replies: { 200: MessageReply },
    failures: [400, 401, 403, 409],
  },
  'PUT findworker/update': { body: PostUpdate, replies: { 200: MessageReply }, failures: [400, 401, 404] },
  'DELETE findworker/delete': { body: PostId, replies: { 200: MessageReply }, failures: [400, 401, 404] },
} as const satisfies RouteTable;
