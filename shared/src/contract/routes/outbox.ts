import { Type } from 'typebox';
import { OutboxMail, OutboxQuery } from '../common';
import type { RouteTable } from '../route';

/** /api/outbox: the mail provider's outbox, for admins. */
export const outboxApi = {
  'GET outbox': { query: OutboxQuery, replies: { 200: Type.Array(OutboxMail) }, failures: [400, 401, 403] },
} as const satisfies RouteTable;
