import type { ResetPasswordBody } from '@fairgo/shared/contract';
import { PASSWORD_RULE } from '@fairgo/shared/rules';
import { Button, FormAlert, PageFrame, Stack } from '@fairgo/shared/ui';
import { schemaResolver, useForm, validators } from '@fairgo/shared/forms';
import type { Resolver } from '@fairgo/shared/forms';
import { useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { NewPasswordFields } from '../../lib/new-password-fields';
import { passwordsMatch } from '../../lib/passwords-match';
import { useResetPassword } from '../../features/passwords/api/use-passwords';

export const RESET_PASSWORD_TITLE = 'Set a new password';
export const LINK_INCOMPLETE = 'This reset link is incomplete. Please open the link from the email again.';

type ResetValues = { newPassword: string; confirmPassword: string };

/**
 * Where the link in the reset e-mail leads (beyond the spec: it makes forgot-password work): the
 * one-time token from the link and a new password, typed twice.
 */
export function ResetPasswordPage() {
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
  const { register, handleSubmit, formState } = useForm<ResetValues>({
    resolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const resetting = useResetPassword(token);
  const submit = handleSubmit(({ newPassword }) => resetting.run(newPassword));

  return (
    <PageFrame title={RESET_PASSWORD_TITLE} intro="Choose a new password for your account.">
      {!token ? (
        <FormAlert maxW="520px">{LINK_INCOMPLETE}</FormAlert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap={4} maxW="420px">
            <FormAlert>{resetting.failure}</FormAlert>
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
