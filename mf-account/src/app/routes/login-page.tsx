import type { LoginBody } from '@fairgo/shared/contract';
import { Button, FormAlert, HStack, Link, PageFrame, Stack, TextField } from '@fairgo/shared/ui';
import { fieldsOf, schemaResolver, useForm } from '@fairgo/shared/forms';
import * as validators from '@fairgo/shared/forms/validators';
import { returnPathAfterSignIn, usePlatform } from '@fairgo/shared/platform';
import { useSignIn } from '@fairgo/shared/queries';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useSearch } from 'wouter';
import { FAILURES } from '../../lib/failures';

// Downloaded when first opened, with the dialog entry it draws with: the login page loads without them.
const ForgotPasswordDialog = lazy(() =>
  import('../../features/passwords/forgot-password-dialog').then((dialog) => ({
    default: dialog.ForgotPasswordDialog,
  })),
);

export const LOGIN_TITLE = 'Log in to FairGo';

const resolver = schemaResolver(validators.LoginBody, {
  email: 'Please enter your email.',
  password: 'Please enter your password.',
});

/** The login page's address with the request for a reset link open. */
export const FORGOT_PARAM = 'forgot';
export const ASK_FOR_RESET_LINK = `/login?${FORGOT_PARAM}`;

/** Login (product.md#account-pages, product.md#states, product.md#messages); it returns to the page that sent the visitor here. */
export function LoginPage() {
  const platform = usePlatform();
  // `/login?forgot`: where a dead reset link sends its reader, the request form open.
  const asked = new URLSearchParams(useSearch()).has(FORGOT_PARAM);
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useForm<LoginBody>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const { handleSubmit, formState, getValues } = form;
  const field = fieldsOf(form);
  const { isSubmitting } = formState;

  const loggingIn = useSignIn(platform, FAILURES.login);
  const submit = handleSubmit(async ({ email, password }) => {
    if (!(await loggingIn.run(email, password))) return;
    // product.md#membership: employers and "both" without a live membership get the subscription dialog.
    if (platform.session.getState().subscriptionRequired) platform.requireMembership();
    // Back to the page that asked for sign-in, in place of the login page in the history.
    platform.navigate(returnPathAfterSignIn(window.location.search), { replace: true });
  });

  return (
    <PageFrame title={LOGIN_TITLE} intro="Welcome back. Log in with the email and password you registered with.">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap={4} maxW="420px">
          <FormAlert>{loggingIn.failure}</FormAlert>
          <TextField label="Email" type="email" required autoComplete="email" {...field('email')} />
          <TextField label="Password" type="password" required autoComplete="current-password" {...field('password')} />
          <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText="Logging in...">
            Log in
          </Button>
          <HStack gap={4} wrap="wrap" fontSize="sm">
            <Button
              type="button"
              variant="plain"
              color="brand.600"
              p={0}
              h="auto"
              fontWeight="normal"
              onClick={() => setForgotOpen(true)}
            >
              Forgot password?
            </Button>
            <Link asChild color="brand.600">
              <RouterLink href="/change-password">Change password</RouterLink>
            </Link>
            <Link asChild color="brand.600">
              <RouterLink href="/register">Register</RouterLink>
            </Link>
          </HStack>
        </Stack>
      </form>
      {forgotOpen || asked ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            initialEmail={getValues('email')}
            onClose={() => {
              setForgotOpen(false);
              if (asked) platform.navigate('/login', { replace: true });
            }}
          />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
