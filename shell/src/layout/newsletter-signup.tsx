import { isApiError, subscribeToNewsletter } from '@fairgo/shared/api';
import { Button, Flex, Input, Text } from '@fairgo/shared/ui';
import { useId, useState, type FormEvent } from 'react';

export const SUBSCRIBED = 'Thank you for subscribing!';
export const SUBSCRIBE_FAILED = 'Something went wrong. Please try again.';
export const SUBSCRIBE_ERROR = 'An error occurred. Please try again.';
export const INVALID_EMAIL = 'Please enter a valid email address.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The footer's newsletter signup (spec §2, §8): a refused request says 'Something went wrong',
 * an unreachable server 'An error occurred'; the address stays in the box to try again.
 */
export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) return setResult({ ok: false, text: INVALID_EMAIL });
    setBusy(true);
    setResult(null);
    try {
      await subscribeToNewsletter(email.trim());
      setResult({ ok: true, text: SUBSCRIBED });
      setEmail('');
    } catch (error) {
      console.error('[shell] newsletter signup failed', error);
      setResult({ ok: false, text: isApiError(error) && error.status > 0 ? SUBSCRIBE_FAILED : SUBSCRIBE_ERROR });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Newsletter">
      <Text asChild fontWeight="semibold" display="block" mb={2}>
        <label htmlFor={id}>Get new jobs and tips in your inbox</label>
      </Text>
      <Flex gap={2}>
        <Input
          id={id}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@example.com"
          autoComplete="email"
          bg="white"
          color="fg"
          maxW="18rem"
        />
        <Button type="submit" colorPalette="accent" loading={busy}>
          Subscribe
        </Button>
      </Flex>
      <Text mt={2} fontSize="sm" minH="1.25rem" role={result && !result.ok ? 'alert' : 'status'}>
        {result?.text}
      </Text>
    </form>
  );
}
