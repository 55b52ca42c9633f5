import type { Offer, Task } from '@fairgo/shared/contract';
import { MAX_OFFER_MESSAGE, MAX_TASK_BUDGET, splitOffer, toCents, toDollars } from '@fairgo/shared/rules';
import { useDraftState } from '@fairgo/shared/platform';
import { Box, Button, DraftNotice, Field, FormAlert, HStack, Input, Stack, Textarea } from '@fairgo/shared/ui';
import { TermsCheckbox } from '@fairgo/shared/ui/choices';
import { useState } from 'react';
import { useSendOffer } from './api/use-send-offer';
import { FeeBreakdown } from './offer-list';

const AMOUNT = /^\d{1,6}(\.\d{1,2})?$/;

/** The offer's amount in cents, or null while it is not a valid amount. */
export function offerCents(amount: string): number | null {
  const text = amount.trim();
  if (!AMOUNT.test(text)) return null;
  const value = Number(text);
  return value > 0 && value <= MAX_TASK_BUDGET ? toCents(value) : null;
}

/**
 * Make Offer (product.md#tasks-pages, product.md#validation): an amount, a message of at most 500 characters with its counter, and
 * the agreement ticked before 'Submit Offer' is enabled. The fee preview is the server's percent.
 * Given the viewer's own pending offer (`editing`), the same form updates it. What is typed is a draft
 * (platform/drafts.ts) until it is sent.
 */
export function MakeOfferForm({
  task,
  editing,
  onSent,
  onCancel,
}: {
  task: Task;
  editing?: Offer | undefined;
  /** Once it went (the task is being loaded again). */
  onSent: () => void;
  onCancel: () => void;
}) {
  const draft = useDraftState(`offer:${task._id}`, {
    amount: String(editing?.budget ?? task.originalBudget),
    message: editing?.message ?? '',
  });
  const { amount, message } = draft.values;
  const [agreed, setAgreed] = useState(false);
  const cents = offerCents(amount);
  const ready = cents !== null && message.trim() !== '' && agreed;
  const split = cents === null ? null : splitOffer(cents, task.feePercent);

  const sending = useSendOffer(task._id, editing);
  const send = async () => {
    if (!ready || !(await sending.run({ amount: toDollars(cents), message: message.trim() }))) return;
    draft.sent();
    onSent();
  };

  return (
    <Box
      as="form"
      borderWidth="1px"
      borderRadius="md"
      p={4}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      aria-label={editing ? 'Update your offer' : 'Make an offer'}
    >
      <Stack gap={3}>
        <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
        <Field.Root required invalid={amount.trim() !== '' && cents === null}>
          <Field.Label>Your offer (AUD)</Field.Label>
          <Input
            value={amount}
            inputMode="decimal"
            onChange={(event) => draft.change({ amount: event.target.value })}
          />
          <Field.ErrorText>Enter an amount in dollars, like 120 or 45.50.</Field.ErrorText>
        </Field.Root>
        {split ? (
          <FeeBreakdown
            fee={toDollars(split.feeCents)}
            payout={toDollars(split.payoutCents)}
            feePercent={task.feePercent}
          />
        ) : null}
        <Field.Root required>
          <Field.Label>Message</Field.Label>
          <Textarea
            value={message}
            rows={4}
            maxLength={MAX_OFFER_MESSAGE}
            onChange={(event) => draft.change({ message: event.target.value })}
            placeholder="Why you are the right person, and when you can do it."
          />
          <Field.HelperText>
            {message.length}/{MAX_OFFER_MESSAGE}
          </Field.HelperText>
        </Field.Root>
        <TermsCheckbox
          checked={agreed}
          onCheckedChange={setAgreed}
          alsoAccepting={`the ${task.feePercent}% service fee.`}
        />
        <FormAlert>{sending.failure}</FormAlert>
        <HStack>
          <Button type="submit" colorPalette="brand" disabled={!ready} loading={sending.busy}>
            {editing ? 'Update Offer' : 'Submit Offer'}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
