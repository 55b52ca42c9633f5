import { useAction } from '@fairgo/shared/actions';
import { changePassword, checkResetLink, forgotPassword, resetPassword } from '@fairgo/shared/api/passwords';
import { isApiError } from '@fairgo/shared/api';
import type { ChangePasswordBody } from '@fairgo/shared/contract';
import { usePlatform } from '@fairgo/shared/platform';
import { useQuery } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

export const PASSWORD_CHANGED = 'Password changed successfully!';
export const CHANGE_REFUSED = 'Failed to change password. Please check your details.';
/** Which details, under the spec's words: the server does not say which of the two is wrong. */
export const CHANGE_REFUSED_DETAIL = 'The email or the current password is not the one of your account.';
export const PASSWORD_RESET = 'Your password has been changed. You can now log in.';
export const USER_NOT_FOUND = 'User not found.';
/** product.md#messages's words for any other failure of a password form. */
export const PASSWORD_ERROR = 'An error occurred. Please try again.';

/** Change password (product.md#validation, product.md#messages): a wrong e-mail or old password is refused (400), said in a toast. */
export function useChangePassword() {
  const platform = usePlatform();
  return useAction({
    log: FAILURES.changePassword,
    run: async (body: ChangePasswordBody) => {
      await changePassword({ ...body, email: body.email.trim() });
      platform.showStatus({ status: 'success', title: PASSWORD_CHANGED });
    },
    failed: (error) =>
      platform.showStatus(
        isApiError(error, 400)
          ? { status: 'error', title: CHANGE_REFUSED, description: CHANGE_REFUSED_DETAIL }
          : { status: 'error', title: PASSWORD_ERROR },
      ),
  });
}

/**
 * Whether the reset link can still set a password, asked once as its page opens; a link that has
 * expired or was used answers why, in the server's words.
 */
export function useResetLink(token: string) {
  return useQuery({
    queryKey: ['resetLink', token],
    queryFn: () => checkResetLink(token),
    enabled: token !== '',
    staleTime: Infinity,
    meta: { log: FAILURES.checkResetLink },
  });
}

/** A new password with the reset link's one-time token; a 400 (expired or used) says which in the server's words. */
export function useResetPassword(token: string) {
  const platform = usePlatform();
  return useAction({
    log: FAILURES.resetPassword,
    run: async (newPassword: string) => {
      await resetPassword({ token, newPassword });
      platform.showStatus({ status: 'success', title: PASSWORD_RESET, action: { label: 'Login', to: '/login' } });
    },
    failed: (error) => (isApiError(error, 400) ? error.message : PASSWORD_ERROR),
  });
}

/** Asks for the reset e-mail (product.md#account-pages); an unknown address answers USER_NOT_FOUND as its failure. */
export function useAskResetLink() {
  return useAction({
    log: FAILURES.askResetLink,
    run: (email: string) => forgotPassword(email.trim()),
    failed: (error) => (isApiError(error, 404) ? USER_NOT_FOUND : PASSWORD_ERROR),
  });
}
