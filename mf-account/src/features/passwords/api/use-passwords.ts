import { isApiError, request } from '@fairgo/shared/api';
import type { ChangePasswordBody } from '@fairgo/shared/contract';
import { usePlatform } from '@fairgo/shared/platform';
import { useLoad, useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

export const PASSWORD_CHANGED = 'Password changed successfully!';
/** Which details, under the spec's words: the server does not say which of the two is wrong. */
export const CHANGE_REFUSED_DETAIL = 'The email or the current password is not the one of your account.';
export const PASSWORD_RESET = 'Your password has been changed. You can now log in.';

/** Change password (product.md#validation, product.md#messages): a wrong e-mail or old password is refused (400), said in a toast. */
export function useChangePassword() {
  const platform = usePlatform();
  return useWrite({
    failure: FAILURES.changePassword,
    write: async (body: ChangePasswordBody) => {
      await request('POST changePassword', { json: { ...body, email: body.email.trim() } });
      platform.showStatus({ status: 'success', title: PASSWORD_CHANGED });
    },
    tell: (text, error) =>
      platform.showStatus({
        status: 'error',
        title: text,
        ...(isApiError(error, 400) ? { description: CHANGE_REFUSED_DETAIL } : {}),
      }),
  });
}

/**
 * Whether the reset link can still set a password, asked once as its page opens; a link that has
 * expired or was used answers why, in the server's words.
 */
export function useResetLink(token: string) {
  return useLoad({
    queryKey: ['resetLink', token],
    queryFn: () => request('POST checkResetLink', { json: { token } }),
    enabled: token !== '',
    staleTime: Infinity,
    failure: FAILURES.checkResetLink,
  });
}

/** A new password with the reset link's one-time token; a 400 (expired or used) says which in the server's words. */
export function useResetPassword(token: string) {
  const platform = usePlatform();
  return useWrite({
    failure: FAILURES.resetPassword,
    write: async (newPassword: string) => {
      await request('POST resetPassword', { json: { token, newPassword } });
      platform.showStatus({ status: 'success', title: PASSWORD_RESET, action: { label: 'Login', to: '/login' } });
    },
  });
}

/** Asks for the reset e-mail (product.md#account-pages); an unknown address answers USER_NOT_FOUND as its failure. */
export function useAskResetLink() {
  return useWrite({
    failure: FAILURES.askResetLink,
    write: (email: string) => request('POST forgotPassword', { json: { email: email.trim() } }),
  });
}
