import { ChangePasswordBody, ForgotPasswordBody, ResetLinkBody, ResetPasswordBody } from '../accounts';
import { MessageReply } from '../common';
import type { RouteTable } from '../route';

/** /api/forgotPassword, /api/resetPassword, /api/changePassword. */
export const passwordsApi = {
  'POST forgotPassword': { body: ForgotPasswordBody, replies: { 200: MessageReply }, failures: [400, 404, 429] },
  'POST resetPassword': { body: ResetPasswordBody, replies: { 200: MessageReply }, failures: [400] },
  /** 200 while the link can set a password; 400 (the same words as a reset's) once it has expired or was used. */
  'POST checkResetLink': { body: ResetLinkBody, replies: { 200: MessageReply }, failures: [400] },
  'POST changePassword': { body: ChangePasswordBody, replies: { 200: MessageReply }, failures: [400, 401] },
} as const satisfies RouteTable;
