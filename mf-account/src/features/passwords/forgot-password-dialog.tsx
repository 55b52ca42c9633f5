import { Button, FormAlert, TextField } from '@fairgo/shared/ui';
import { schemaResolver, useForm } from '@fairgo/shared/forms';
import * as validators from '@fairgo/shared/forms/validators';
import { ModalDialog } from '@fairgo/shared/ui/overlays';
import { usePlatform } from '@fairgo/shared/platform';
import { useId, useState } from 'react';
import { USER_NOT_FOUND } from '../../lib/failures';
import { useAskResetLink } from './api/use-passwords';

export const RESET_SENT = 'Reset password instructions will be sent to your email shortly.';

const resolver = schemaResolver(validators.ForgotPasswordBody, { email: 'Please enter your email.' });

/** Forgot password (product.md#account-pages, product.md#messages): sends the reset e-mail; the link opens /reset-password. */
export function ForgotPasswordDialog({ initialEmail, onClose }: { initialEmail: string; onClose: () => void }) {
  const platform = usePlatform();
  const formId = useId();
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    resolver,
    defaultValues: { email: initialEmail },
  });

  const sending = useAskResetLink();
  const submit = handleSubmit(async ({ email }) => setSent(await sending.run(email)));
  const { failure } = sending;

  const goTo = (path: string) => {
    onClose();
    platform.navigate(path);
  };

  return (
    <ModalDialog
      title="Forgot password"
      onClose={onClose}
      footer={
        <>
          {failure === USER_NOT_FOUND ? (
            <Button variant="outline" colorPalette="brand" onClick={() => goTo('/register')}>
              Register
            </Button>
          ) : null}
          {failure && failure !== USER_NOT_FOUND ? (
            <Button variant="outline" colorPalette="brand" onClick={() => goTo('/feedback')}>
              Give Feedback
            </Button>
          ) : null}
          {sent ? (
            <Button colorPalette="brand" onClick={onClose}>
              OK
            </Button>
          ) : (
            <Button type="submit" form={formId} colorPalette="brand" loading={formState.isSubmitting}>
              Send reset link
            </Button>
          )}
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        {sent || failure ? (
          <FormAlert status={sent ? 'success' : 'error'} mb={4}>
            {sent ? RESET_SENT : failure}
          </FormAlert>
        ) : null}
        {!sent ? (
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="email"
            {...register('email')}
            error={formState.errors.email?.message}
          />
        ) : null}
      </form>
    </ModalDialog>
  );
}
