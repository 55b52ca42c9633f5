import type { Offer, Task } from '@fairgo/shared/contract';
import { formatMoney, OFFER_PREVIEW_CHARS, toCents } from '@fairgo/shared/rules';
import { TermsCheckbox } from '@fairgo/shared/ui/choices';
import { ReportButton } from '@fairgo/shared/ui/overlays';
import { Box, Button, HStack, PersonChip, RatingText, Stack, Text } from '@fairgo/shared/ui';
import { useState } from 'react';
import { PersonLink } from '../../lib/person-link';
import { OFFER_STATUS_LABELS } from '../../lib/task-texts';
import { FAILURES } from '../../lib/failures';
import { taskSteps, type TaskStepRunner } from './api/task-steps';
import { DeclineOffer, OwnOfferActions } from './offer-actions';

const money = (dollars: number | null) => formatMoney(toCents(dollars ?? 0));

/** product.md#tasks-pages: an offer's message above 100 characters shows its start, with Show More/Show Less. */
export function OfferMessage({ message }: { message: string }) {
  const [expanded, setExpanded] = useState(false);
  if (message.length <= OFFER_PREVIEW_CHARS) return <Text whiteSpace="pre-line">{message}</Text>;
  return (
    <Text whiteSpace="pre-line">
      {expanded ? message : `${message.slice(0, OFFER_PREVIEW_CHARS).trimEnd()}…`}{' '}
      <Button variant="plain" size="xs" h="auto" px={0} color="brand.600" onClick={() => setExpanded(!expanded)}>
        {expanded ? 'Show Less' : 'Show More'}
      </Button>
    </Text>
  );
}

/** product.md#tasks-pages, product.md#limits: the platform's fee (10% of the offer) and what the tasker gets. */
export function FeeBreakdown({ fee, payout, feePercent }: { fee: number; payout: number; feePercent: number }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      Service fee ({feePercent}%): {money(fee)} · You will get: <strong>{money(payout)}</strong>
    </Text>
  );
}

function AcceptOffer({ offer, steps }: { offer: Offer; steps: TaskStepRunner }) {
  const [confirming, setConfirming] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  if (!confirming)
    return (
      <Button size="sm" colorPalette="brand" alignSelf="start" onClick={() => setConfirming(true)}>
        Accept Offer
      </Button>
    );
  return (
    <Stack gap={2} borderTopWidth="1px" pt={2}>
      <TermsCheckbox
        checked={termsAccepted}
        onCheckedChange={setTermsAccepted}
        alsoAccepting={`that ${money(offer.budget)} is held until the task is complete.`}
      />
      <HStack>
        <Button
          size="sm"
          colorPalette="brand"
          disabled={!termsAccepted}
          loading={steps.busy(FAILURES.acceptOffer, offer._id)}
          onClick={() => void steps.run(taskSteps.acceptOffer(offer._id))}
        >
          Confirm and accept
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * The offers on a task (product.md#task-states). While the task is open its owner may accept or decline a
 * pending offer, and a tasker may update or withdraw their own; anyone may report someone else's.
 */
export function OfferList({
  task,
  steps,
  onEdit,
}: {
  task: Task;
  /** The dialog's step runner: an accept, decline or withdraw shows its result at the top of the dialog. */
  steps: TaskStepRunner;
  /** Opens the offer form on the viewer's own pending offer. */
  onEdit: (offer: Offer) => void;
}) {
  if (task.offers.length === 0) return <Text color="fg.muted">No offers yet.</Text>;
  return (
    <Stack gap={3} as="ul" listStyleType="none">
      {task.offers.map((offer) => (
        <Box
          as="li"
          key={offer._id}
          borderWidth="1px"
          borderRadius="md"
          p={3}
          aria-label={`Offer by ${offer.offeredBy.name}`}
        >
          <Stack gap={2}>
            <HStack justify="space-between">
              <HStack gap={2}>
                <PersonChip
                  person={offer.offeredBy}
                  name={<PersonLink person={offer.offeredBy} fontSize="sm" fontWeight="semibold" />}
                >
                  <RatingText rating={offer.offeredBy.rating} size="xs" />
                </PersonChip>
                {offer.status !== 'pending' ? (
                  <Text fontSize="xs" color={offer.isAccepted ? 'green.700' : 'fg.muted'} fontWeight="semibold">
                    {OFFER_STATUS_LABELS[offer.status]}
                  </Text>
                ) : null}
              </HStack>
              {offer.budget === null ? (
                // Another tasker's offer: that it exists, not what it asks.
                <Text fontSize="sm" color="fg.muted">
                  Amount private
                </Text>
              ) : (
                <Text fontWeight="bold">{money(offer.budget)}</Text>
              )}
            </HStack>
            <OfferMessage message={offer.message} />
            {offer.declineReason ? (
              <Text fontSize="sm" color="fg.muted">
                Reason: {offer.declineReason}
              </Text>
            ) : null}
            {offer.isMine && offer.fee !== null && offer.payout !== null ? (
              <FeeBreakdown fee={offer.fee} payout={offer.payout} feePercent={task.feePercent} />
            ) : null}
            {task.status === 'open' && offer.status === 'pending' ? (
              task.viewer === 'owner' ? (
                <HStack align="start" wrap="wrap">
                  <AcceptOffer offer={offer} steps={steps} />
                  <DeclineOffer offer={offer} steps={steps} />
                </HStack>
              ) : offer.isMine ? (
                <OwnOfferActions offer={offer} steps={steps} onEdit={() => onEdit(offer)} />
              ) : null
            ) : null}
            {offer.isMine ? null : (
              <Box alignSelf="end">
                <ReportButton subject="offer" subjectId={offer._id} />
              </Box>
            )}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
