import type {
  ChangePasswordBody,
  LoginReply,
  MessageReply,
  ProfilePictureReply,
  ResetPasswordBody,
} from '@fairgo/shared/contract';
import { request } from '../client';

/** POST /api/register (multipart: the form's fields and an optional profileImage file). */
export const register = (form: FormData) => request<MessageReply>('register', { method: 'post', body: form });

/** POST /api/login: 400 means invalid e-mail or password. */
export const login = (email: string, password: string) =>
  request<LoginReply>('login', { method: 'post', json: { email, password } });

/** POST /api/logout: revokes the token it is given (the stored one by default). */
export const logout = (token?: string) =>
  request<MessageReply>('logout', { method: 'post', ...(token ? { headers: { Authorization: token } } : {}) });

/** POST /api/forgotPassword: 404 means no account has the e-mail. */
export const forgotPassword = (email: string) =>
  request<MessageReply>('forgotPassword', { method: 'post', json: { email } });

/** POST /api/resetPassword, from the link in the reset e-mail. */
export const resetPassword = (body: ResetPasswordBody) =>
  request<MessageReply>('resetPassword', { method: 'post', json: body });

/** POST /api/changePassword: 400 means the e-mail and old password did not match. */
export const changePassword = (body: ChangePasswordBody) =>
  request<MessageReply>('changePassword', { method: 'post', json: body });

/** POST /api/register/updateProfilePicture (multipart, profileImage). */
export const updateProfilePicture = (image: Blob) => {
  const form = new FormData();
  form.append('profileImage', image);
  return request<ProfilePictureReply>('register/updateProfilePicture', { method: 'post', body: form });
};
