import { request } from '@fairgo/shared/api';

/** POST /api/login: 400 means invalid e-mail or password. */
export const login = (email: string, password: string) => request('POST login', { json: { email, password } });

/** POST /api/login/verifyToken: the token's current user when it is valid; an ApiError otherwise. */
export const verifyToken = (token: string) => request('POST login/verifyToken', { json: { token } });

/** POST /api/logout: revokes the token it is given (the stored one by default). */
export const logout = (token?: string) => request('POST logout', token ? { headers: { Authorization: token } } : {});
