import { useAction } from '@fairgo/shared/actions';
import { forgotPassword, isApiError } from '@fairgo/shared/api';
import { Button, FormAlert, TextField } from '@fairgo/shared/ui';
import { schemaResolver, useForm, validators } from '@fairgo/shared/forms';
import { ModalDialog } from '@fairgo/shared/overlays';
import { usePlatform } from '@fairgo/shared/platform';
import { useId, useState } from 'react';
import { FAILURES } from '../../lib/failures';

export const RESET_SENT = 'Reset password instructions will be sent to your email shortly.';
export const USER_NOT_FOUND = 'User not found.';
export const FORGOT_FAILED = 'An error occurred. Please try again.';

type Outcome = 'sent' | 'notFound' | 'failed';

const resolver = schemaResolver(validators.ForgotPasswordBody, { email: 'Please enter your email.' });

/** Forgot password (spec §2 "Login", §8): sends the reset e-mail; the link opens /reset-password. */
export function ForgotPasswordDialog({ initialEmail, onClose }: { initialEmail: string; onClose: () => void }) {
  const platform = usePlatform();
  const formId = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    resolver,
    defaultValues: { email: initialEmail },
  });

  const sending = useAction({
    log: FAILURES.askResetLink,
    run: async (email: string) => {
      await forgotPassword(email.trim());
      setOutcome('sent');
    },
    failed: (error) => setOutcome(isApiError(error, 404) ? 'notFound' : 'failed'),
  });
  const submit = handleSubmit(({ email }) => sending.run(email));

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
          {outcome === 'notFound' ? (
            <Button variant="outline" colorPalette="brand" onClick={() => goTo('/register')}>
              Register
            </Button>
          ) : null}
          {outcome === 'failed' ? (
            <Button variant="outline" colorPalette="brand" onClick={() => goTo('/feedback')}>
              Give Feedback
            </Button>
          ) : null}
          {outcome === 'sent' ? (
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
        {outcome ? (
          <FormAlert status={outcome === 'sent' ? 'success' : 'error'} mb={4}>
            {outcome === 'sent' ? RESET_SENT : outcome === 'notFound' ? USER_NOT_FOUND : FORGOT_FAILED}
          </FormAlert>
        ) : null}
        {outcome !== 'sent' ? (
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
