import { MessageReply } from '../common';
import { NewsletterBody } from '../community';
import type { RouteTable } from '../route';

/** /api/addEmailIntoNewsletter: the footer's signup. */
export const newsletterApi = {
  'POST addEmailIntoNewsletter': { body: NewsletterBody, replies: { 200: MessageReply }, failures: [400, 429] },
} as const satisfies RouteTable;
