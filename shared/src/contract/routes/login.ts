import { LoginBody, LoginReply, VerifyTokenBody, VerifyTokenReply } from '../../accounts/contract';
import { MessageReply } from '../common';
import type { RouteTable } from '../route';

/** /api/login, /api/login/verifyToken and /api/logout: a session begins, is checked, ends. */
export const loginApi = {
  'POST login': { body: LoginBody, replies: { 200: LoginReply }, failures: [400, 403, 429] },
  'POST login/verifyToken': { body: VerifyTokenBody, replies: { 200: VerifyTokenReply }, failures: [400, 401] },
  'POST logout': { replies: { 200: MessageReply }, failures: [401] },
} as const satisfies RouteTable;
