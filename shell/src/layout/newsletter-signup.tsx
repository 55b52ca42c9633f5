import { Button, Flex, Input, Text, useTypedBeforeAdoption } from '@fairgo/shared/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useSubscribe } from './api/use-subscribe';

export const SUBSCRIBED = 'Thank you for subscribing!';
export const INVALID_EMAIL = 'Please enter a valid email address.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The footer's newsletter signup (product.md#navbar-and-footer, product.md#messages): a refused request says 'Something went wrong',
 * an unreachable server 'An error occurred'; the address stays in the box to try again.
 */
export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  // What the last press said, unless it was the server's failure (the action keeps that).
  const [said, setSaid] = useState<string | null>(null);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The footer is on the served page, which a person may type into before the shell has started.
  useTypedBeforeAdoption(input, email);
  const subscribing = useSubscribe();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setSaid(EMAIL.test(address) ? null : INVALID_EMAIL);
    if (!EMAIL.test(address) || !(await subscribing.run(address))) return;
    setSaid(SUBSCRIBED);
    setEmail('');
  };
  const shown = said === INVALID_EMAIL ? said : (subscribing.failure ?? said);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Newsletter">
      <Text asChild fontWeight="semibold" display="block" mb={2}>
        <label htmlFor={id}>Get new jobs and tips in your inbox</label>
      </Text>
      <Flex gap={2}>
        <Input
          ref={input}
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
      <Text mt={2} fontSize="sm" minH="1.25rem" role={shown && shown !== SUBSCRIBED ? 'alert' : 'status'}>
        {shown}
      </Text>
    </form>
  );
}
