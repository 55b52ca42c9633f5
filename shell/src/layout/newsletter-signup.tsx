import { useAction } from '@fairgo/shared/actions';
import { isApiError, subscribeToNewsletter } from '@fairgo/shared/api';
import { Button, Flex, Input, Text } from '@fairgo/shared/ui';
import { useId, useState, type FormEvent } from 'react';
import { FAILURES } from '../platform/failures';

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
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();

  const subscribing = useAction({
    log: FAILURES.newsletter,
    run: async (address: string) => {
      setResult(null);
      await subscribeToNewsletter(address);
      setResult({ ok: true, text: SUBSCRIBED });
      setEmail('');
    },
    failed: (error) =>
      setResult({ ok: false, text: isApiError(error) && error.status > 0 ? SUBSCRIBE_FAILED : SUBSCRIBE_ERROR }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) return setResult({ ok: false, text: INVALID_EMAIL });
    void subscribing.run(email.trim());
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Newsletter">
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
        <Button type="submit" colorPalette="accent" loading={subscribing.busy}>
          Subscribe
        </Button>
      </Flex>
      <Text mt={2} fontSize="sm" minH="1.25rem" role={result && !result.ok ? 'alert' : 'status'}>
        {result?.text}
      </Text>
    </form>
  );
}
