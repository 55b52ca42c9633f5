import {
  ChangePasswordBody,
  ForgotPasswordBody,
  ResetLinkBody,
  ResetLinkState,
  ResetPasswordBody,
} from '../../accounts/contract';
import { MessageReply } from '../common';
import type { RouteTable } from '../route';

/** /api/forgotPassword, /api/resetPassword, /api/changePassword. */
export const passwordsApi = {
  'POST forgotPassword': { body: ForgotPasswordBody, replies: { 200: MessageReply }, failures: [400, 404, 429] },
  'POST resetPassword': { body: ResetPasswordBody, replies: { 200: MessageReply }, failures: [400] },
  /** Whether the link can still set a password (`usable`), or why not: expired or already used. */
  'POST checkResetLink': { body: ResetLinkBody, replies: { 200: ResetLinkState }, failures: [400] },
  'POST changePassword': { body: ChangePasswordBody, replies: { 200: MessageReply }, failures: [400, 401, 429] },
} as const satisfies RouteTable;
