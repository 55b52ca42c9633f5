import { Type } from 'typebox';
import { MessageReply } from '../common';
import type { RouteTable } from '../route';

/** DELETE /api/account: the account's password, asked again before it goes. */
export const DeleteAccountBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

/**
 * /api/account: your data is yours. Everything FairGo holds about you as one JSON file, and the
 * account's deletion (refused while money is held on a task of yours).
 */
export const accountApi = {
  'GET account/export': { file: true, failures: [401] },
  'DELETE account': { body: DeleteAccountBody, replies: { 200: MessageReply }, failures: [400, 401, 409] },
} as const satisfies RouteTable;
