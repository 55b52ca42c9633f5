import type { Offer } from '@fairgo/shared/contract';
import { MAX_REASON } from '@fairgo/shared/rules';
import { Button, Field, HStack, Stack, Textarea } from '@fairgo/shared/ui';
import { useState } from 'react';
import { FAILURES } from '../../lib/failures';
import { taskSteps, type TaskStepRunner } from './api/task-steps';

interface ActionProps {
  offer: Offer;
  steps: TaskStepRunner;
}

/** The owner turns a pending offer down, with a reason the tasker sees if they give one. */
export function DeclineOffer({ offer, steps }: ActionProps) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  if (!asking)
    return (
      <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
        Decline
      </Button>
    );
  return (
    <Stack gap={2} borderTopWidth="1px" pt={2} w="full">
      <Field.Root>
        <Field.Label>Reason for the tasker (optional)</Field.Label>
        <Textarea value={reason} rows={2} maxLength={MAX_REASON} onChange={(event) => setReason(event.target.value)} />
      </Field.Root>
      <HStack>
        <Button
          size="sm"
          colorPalette="red"
          loading={steps.busy(FAILURES.declineOffer, offer._id)}
          onClick={() => void steps.run(taskSteps.declineOffer(offer._id, reason))}
        >
          Decline offer
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
          Keep it
        </Button>
      </HStack>
    </Stack>
  );
}

/** The tasker's own pending offer: change it (the form opens with it) or take it back, after a confirmation. */
export function OwnOfferActions({ offer, steps, onEdit }: ActionProps & { onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return confirming ? (
    <HStack wrap="wrap">
      <Button
        size="sm"
        colorPalette="red"
        loading={steps.busy(FAILURES.withdrawOffer, offer._id)}
        onClick={() => void steps.run(taskSteps.withdrawOffer(offer._id))}
      >
        Yes, withdraw my offer
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
        Keep it
      </Button>
    </HStack>
  ) : (
    <HStack>
      <Button size="sm" variant="outline" onClick={onEdit}>
        Update Offer
      </Button>
      <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>
        Withdraw
      </Button>
    </HStack>
  );
}
