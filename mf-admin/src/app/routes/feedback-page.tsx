import type { FeedbackBody } from '@fairgo/shared/contract';
import { MAX_FEEDBACK_MESSAGE } from '@fairgo/shared/rules';
import { fieldsOf, schemaResolver, useForm, useFormDraft, useWatch } from '@fairgo/shared/forms';
import * as validators from '@fairgo/shared/forms/validators';
import {
  Alert,
  Button,
  Container,
  DraftNotice,
  Field,
  Heading,
  Stack,
  Text,
  Textarea,
  TextField,
} from '@fairgo/shared/ui';
import { useSession } from '@fairgo/shared/platform';
import { useState } from 'react';
import { useSendFeedback } from '../../features/feedback/api/use-send-feedback';

export const FEEDBACK_TITLE = 'Feedback';
export const FEEDBACK_SENT = 'Thank you for your feedback! We will review it shortly.';

interface FeedbackValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

const resolver = schemaResolver<FeedbackBody, FeedbackValues>(
  validators.FeedbackBody,
  {
    name: 'Please enter your name.',
    email: 'Please enter a valid email address.',
    phone: 'A phone number has digits, spaces and + ( ) - only.',
    message: 'Please write a message.',
  },
  (values) => ({ ...values, phone: values.phone.trim() || undefined }),
);

/**
 * /feedback (product.md#pages, product.md#validation): name, email and message required, phone optional. Also where users
 * contact us and claim referral rewards. What is written is a draft until it is sent: a failure,
 * leaving the page or a reload loses nothing.
 */
export function FeedbackPage() {
  const user = useSession((state) => state.user);
  const [sent, setSent] = useState(false);
  const form = useForm<FeedbackValues>({
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '', message: '' },
    resolver,
  });
  const draft = useFormDraft('feedback', form, ['name', 'email', 'phone', 'message']);
  const { register, handleSubmit, control, reset, formState } = form;
  const field = fieldsOf(form);
  const { errors } = formState;
  const message = useWatch({ control, name: 'message' });

  const sending = useSendFeedback();
  const submit = handleSubmit(async (values) => {
    setSent(false);
    if (!(await sending.run(values))) return;
    setSent(true);
    draft.sent();
    reset({ ...values, message: '' });
  });

  return (
    <Container maxW="2xl" py={{ base: 6, md: 10 }}>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            {FEEDBACK_TITLE}
          </Heading>
          <Text color="fg.muted">
            Tell us what works and what does not, ask for a role or a suburb, or claim a referral reward (name the
            employer you referred). We read every message.
          </Text>
        </Stack>
        {sent || sending.failure ? (
          <Alert.Root status={sent ? 'success' : 'error'} borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>{sent ? FEEDBACK_SENT : sending.failure}</Alert.Title>
          </Alert.Root>
        ) : null}
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Feedback">
          <Stack gap={4}>
            <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
            <TextField label="Name" required autoComplete="name" {...field('name')} />
            <TextField label="Email" required type="email" autoComplete="email" {...field('email')} />
            <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone')} />
            <Field.Root required invalid={Boolean(errors.message)}>
              <Field.Label>
                Message <Field.RequiredIndicator />
              </Field.Label>
              <Textarea rows={6} maxLength={MAX_FEEDBACK_MESSAGE} {...register('message')} />
              <Field.HelperText>
                {message.length}/{MAX_FEEDBACK_MESSAGE}
              </Field.HelperText>
              <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="brand" alignSelf="start" loading={formState.isSubmitting}>
              Send feedback
            </Button>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
