import type { ChangePasswordBody } from '@fairgo/shared/contract';
import { PASSWORD_RULE } from '@fairgo/shared/rules';
import { fieldsOf, schemaResolver, useForm } from '@fairgo/shared/forms';
import * as validators from '@fairgo/shared/forms/validators';
import { Button, PageFrame, Stack, TextField } from '@fairgo/shared/ui';
import { useSession } from '@fairgo/shared/platform';
import type { Resolver } from '@fairgo/shared/forms';
import { NewPasswordFields } from '../../lib/new-password-fields';
import { passwordsMatch } from '../../lib/passwords-match';
import { useChangePassword } from '../../features/passwords/api/use-passwords';

export const CHANGE_PASSWORD_TITLE = 'Change password';

type ChangePasswordValues = ChangePasswordBody & { confirmPassword: string };

const resolver: Resolver<ChangePasswordValues> = passwordsMatch(
  schemaResolver<ChangePasswordBody, ChangePasswordValues>(
    validators.ChangePasswordBody,
    {
      email: 'Please enter your email.',
      oldPassword: 'Please enter your current password.',
      newPassword: PASSWORD_RULE,
    },
    ({ confirmPassword: _confirm, ...body }) => body,
  ),
);

/** Change password (product.md#account-pages, product.md#validation, product.md#messages): e-mail, old password, new password twice. */
export function ChangePasswordPage() {
  const email = useSession((state) => state.user?.email ?? '');
  const form = useForm<ChangePasswordValues>({
    resolver,
    defaultValues: { email, oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { register, handleSubmit, formState, reset } = form;
  const field = fieldsOf(form);
  const { errors, isSubmitting } = formState;

  const changing = useChangePassword();
  const submit = handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    if (await changing.run(body)) reset({ email: body.email, oldPassword: '', newPassword: '', confirmPassword: '' });
  });

  return (
    <PageFrame title={CHANGE_PASSWORD_TITLE} intro="Enter your current password, then choose a new one.">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap={4} maxW="420px">
          <TextField label="Email" type="email" required autoComplete="username" {...field('email')} />
          <TextField
            label="Old password"
            type="password"
            required
            autoComplete="current-password"
            {...field('oldPassword')}
          />
          <NewPasswordFields
            newPassword={register('newPassword')}
            confirmPassword={register('confirmPassword')}
            errors={{ newPassword: errors.newPassword?.message, confirmPassword: errors.confirmPassword?.message }}
          />
          <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting}>
            Change password
          </Button>
        </Stack>
      </form>
    </PageFrame>
  );
}
