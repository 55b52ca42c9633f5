import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { PLATFORM_FAILURES } from '@fairgo/shared/actions';
import { useSignIn } from '@fairgo/shared/queries';
import type { PlatformContract } from '@fairgo/shared/platform';
import { SESSION_ENDED } from '@fairgo/shared/rules';
import { FormAlert, TextField } from '@fairgo/shared/ui';

/**
 * Signing in again over the page whose session the server ended (session/session-watch.ts): the
 * page stays as it was, so the person carries on with what they typed; closing gives up, and a page
 * for signed-in users only then goes to the login page.
 */
export function SessionEnded({
  platform,
  close,
  email: endedEmail,
  suspended,
}: {
  platform: PlatformContract;
  close: () => void;
  email?: string | undefined;
  /** An admin suspended the account: what the person is told, instead of being asked to sign in. */
  suspended?: string | null | undefined;
}) {
  const [email, setEmail] = useState(endedEmail ?? '');
  const [password, setPassword] = useState('');
  const signingIn = useSignIn(platform, PLATFORM_FAILURES.signInAgain);
  if (suspended)
    return (
      <>
        <Dialog.Header>
          <Dialog.Title>You have been signed out</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Text>{suspended}</Text>
        </Dialog.Body>
        <Dialog.Footer>
          <Button colorPalette="brand" onClick={close}>
            OK
          </Button>
        </Dialog.Footer>
      </>
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await signingIn.run(email, password)) close();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Header>
        <Dialog.Title>Please sign in again</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={4}>
          <Text>{SESSION_ENDED}</Text>
          <FormAlert>{signingIn.failure}</FormAlert>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            autoFocus
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button type="button" variant="outline" colorPalette="brand" onClick={close}>
          Not now
        </Button>
        <Button type="submit" colorPalette="brand" loading={signingIn.busy} disabled={!email.trim() || !password}>
          Sign in
        </Button>
      </Dialog.Footer>
    </form>
  );
}
