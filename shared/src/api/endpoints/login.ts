import { request } from '../client';

/** POST /api/login/verifyToken: resolves when the token is valid, throws an ApiError otherwise. */
export async function verifyToken(token: string): Promise<void> {
  await request<unknown>('login/verifyToken', { method: 'post', json: { token } });
}
