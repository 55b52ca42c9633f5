import { useAction } from '@fairgo/shared/actions';
import type { ResetPasswordBody } from '@fairgo/shared/contract';
import { isApiError, resetPassword } from '@fairgo/shared/api';
import { PASSWORD_RULE } from '@fairgo/shared/rules';
import { Button, FormAlert, PageFrame, Stack } from '@fairgo/shared/ui';
import { schemaResolver, useForm, validators } from '@fairgo/shared/forms';
import { usePlatform } from '@fairgo/shared/platform';
import type { Resolver } from '@fairgo/shared/forms';
import { useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { NewPasswordFields } from '../../lib/new-password-fields';
import { passwordsMatch } from '../../lib/passwords-match';
import { FAILURES } from '../../lib/failures';

export const RESET_PASSWORD_TITLE = 'Set a new password';
export const PASSWORD_RESET = 'Your password has been changed. You can now log in.';
export const LINK_INCOMPLETE = 'This reset link is incomplete. Please open the link from the email again.';
export const RESET_FAILED = 'An error occurred. Please try again.';

type ResetValues = { newPassword: string; confirmPassword: string };

/**
 * Where the link in the reset e-mail leads (beyond the spec: it makes forgot-password work): the
 * one-time token from the link and a new password, typed twice.
 */
export function ResetPasswordPage() {
  const platform = usePlatform();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const resolver = useMemo<Resolver<ResetValues>>(
    () =>
      passwordsMatch(
        schemaResolver<ResetPasswordBody, ResetValues>(
          validators.ResetPasswordBody,
          { newPassword: PASSWORD_RULE },
          ({ newPassword }) => ({ token: token || '-', newPassword }),
        ),
      ),
    [token],
  );
  const { register, handleSubmit, formState, setError } = useForm<ResetValues>({
    resolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const resetting = useAction({
    log: FAILURES.resetPassword,
    run: async (newPassword: string) => {
      await resetPassword({ token, newPassword });
      platform.showStatus({ status: 'success', title: PASSWORD_RESET, action: { label: 'Login', to: '/login' } });
    },
    // 400: the link expired or was used; the server's message says which and what to do.
    failed: (error) => setError('root', { message: isApiError(error, 400) ? error.message : RESET_FAILED }),
  });
  const submit = handleSubmit(({ newPassword }) => resetting.run(newPassword));

  return (
    <PageFrame title={RESET_PASSWORD_TITLE} intro="Choose a new password for your account.">
      {!token ? (
        <FormAlert maxW="520px">{LINK_INCOMPLETE}</FormAlert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap={4} maxW="420px">
            <FormAlert>{errors.root?.message}</FormAlert>
            <NewPasswordFields
              newPassword={register('newPassword')}
              confirmPassword={register('confirmPassword')}
              errors={{ newPassword: errors.newPassword?.message, confirmPassword: errors.confirmPassword?.message }}
            />
            <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting}>
              Save new password
            </Button>
          </Stack>
        </form>
      )}
    </PageFrame>
  );
}
