import type { ResetPasswordBody } from '@fairgo/shared/contract';
import { QueryRoot } from '@fairgo/shared/queries';
import { PASSWORD_RULE } from '@fairgo/shared/rules';
import { Button, FormAlert, Link, PageFrame, Spinner, Stack, Text } from '@fairgo/shared/ui';
import { schemaResolver, useForm } from '@fairgo/shared/forms';
import * as validators from '@fairgo/shared/forms/validators';
import type { Resolver } from '@fairgo/shared/forms';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'wouter';
import { NewPasswordFields } from '../../lib/new-password-fields';
import { passwordsMatch } from '../../lib/passwords-match';
import { useResetLink, useResetPassword } from '../../features/passwords/api/use-passwords';
import { PASSWORD_ERROR } from '../../lib/failures';
import { ASK_FOR_RESET_LINK } from './login-page';

export const RESET_PASSWORD_TITLE = 'Set a new password';
export const LINK_INCOMPLETE = 'This reset link is incomplete. Please open the link from the email again.';

type ResetValues = { newPassword: string; confirmPassword: string };

/** A dead link's way on: the request form, to mail a new one. */
function AskAgain({ children }: { children: string }) {
  return (
    <Stack gap={3} maxW="520px">
      <FormAlert>{children}</FormAlert>
      <Link asChild color="brand.600" fontWeight="medium">
        <RouterLink href={ASK_FOR_RESET_LINK}>Ask for a new reset link</RouterLink>
      </Link>
    </Stack>
  );
}

/**
 * Where the link in the reset e-mail leads (beyond the spec: it makes forgot-password work): the
 * one-time token from the link and a new password, typed twice. The link is checked as the page
 * opens, so a dead one says so before anything is typed, with the way to ask for a new one.
 */
export function ResetPasswordPage() {
  return (
    <QueryRoot>
      <ResetPassword />
    </QueryRoot>
  );
}

function ResetPassword() {
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

  const link = useResetLink(token);
  const resetting = useResetPassword(token);
  const submit = handleSubmit(({ newPassword }) => resetting.run(newPassword));

  return (
    <PageFrame title={RESET_PASSWORD_TITLE} intro="Choose a new password for your account.">
      {!token ? (
        <AskAgain>{LINK_INCOMPLETE}</AskAgain>
      ) : link.isPending ? (
        <Spinner aria-label="Checking your reset link" />
      ) : link.data && !link.data.usable ? (
        <AskAgain>{link.data.message}</AskAgain>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap={4} maxW="420px">
            {link.failure ? <Text color="fg.muted">{link.failure}</Text> : null}
            {resetting.failure && resetting.failure !== PASSWORD_ERROR ? (
              <AskAgain>{resetting.failure}</AskAgain>
            ) : (
              <FormAlert>{resetting.failure}</FormAlert>
            )}
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
