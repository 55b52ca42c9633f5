import type { VerifyTokenReply } from '@fairgo/shared/contract';
import { request } from '../client';

/** POST /api/login/verifyToken: the token's current user when it is valid; an ApiError otherwise. */
export const verifyToken = (token: string) =>
  request<VerifyTokenReply>('login/verifyToken', { method: 'post', json: { token } });
