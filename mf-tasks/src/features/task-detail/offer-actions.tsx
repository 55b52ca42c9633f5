import { useAction } from '@fairgo/shared/actions';
import { declineOffer, withdrawOffer } from '@fairgo/shared/api';
import type { Offer } from '@fairgo/shared/contract';
import { MAX_REASON } from '@fairgo/shared/rules';
import { Button, Field, HStack, Stack, Textarea } from '@fairgo/shared/ui';
import { useState } from 'react';
import { OFFER_DECLINE_FAILED, OFFER_DECLINED, OFFER_WITHDRAW_FAILED, OFFER_WITHDRAWN } from '../../lib/task-texts';
import { failureNotice, type Notice } from './api/use-task';
import { FAILURES } from '../../lib/failures';

interface ActionProps {
  offer: Offer;
  onChanged: () => Promise<unknown>;
  onResult: (notice: Notice) => void;
}

/** The owner turns a pending offer down, with a reason the tasker sees if they give one. */
export function DeclineOffer({ offer, onChanged, onResult }: ActionProps) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const declining = useAction({
    log: FAILURES.declineOffer,
    run: async () => {
      await declineOffer(offer._id, reason.trim());
      onResult({ status: 'success', text: OFFER_DECLINED });
      await onChanged();
    },
    failed: (error) => onResult(failureNotice(error, OFFER_DECLINE_FAILED, onChanged)),
  });
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
        <Button size="sm" colorPalette="red" loading={declining.busy} onClick={() => void declining.run()}>
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
export function OwnOfferActions({ offer, onChanged, onResult, onEdit }: ActionProps & { onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const withdrawing = useAction({
    log: FAILURES.withdrawOffer,
    run: async () => {
      await withdrawOffer(offer._id);
      onResult({ status: 'success', text: OFFER_WITHDRAWN });
      await onChanged();
    },
    failed: (error) => onResult(failureNotice(error, OFFER_WITHDRAW_FAILED, onChanged)),
  });
  return confirming ? (
    <HStack wrap="wrap">
      <Button size="sm" colorPalette="red" loading={withdrawing.busy} onClick={() => void withdrawing.run()}>
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
