import type { ChangePasswordBody, ResetPasswordBody } from '@fairgo/shared/contract';
import { request } from '@fairgo/shared/api';

/** POST /api/forgotPassword: 404 means no account has the e-mail. */
export const forgotPassword = (email: string) => request('POST forgotPassword', { json: { email } });

/** POST /api/resetPassword, from the link in the reset e-mail. */
export const resetPassword = (body: ResetPasswordBody) => request('POST resetPassword', { json: body });

/** POST /api/checkResetLink, as the reset page opens: whether the link can still set a password. */
export const checkResetLink = (token: string) => request('POST checkResetLink', { json: { token } });

/** POST /api/changePassword: 400 means the e-mail and old password did not match. */
export const changePassword = (body: ChangePasswordBody) => request('POST changePassword', { json: body });
