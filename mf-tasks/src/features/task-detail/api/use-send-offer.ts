import { useAction } from '@fairgo/shared/actions';
import { refusal } from '@fairgo/shared/api';
import { submitOffer, updateOffer } from '@fairgo/shared/api/offers';
import type { Offer, OfferBody } from '@fairgo/shared/contract';
import { FAILURES } from '../../../lib/failures';
import { OFFER_SEND_FAILED, OFFER_UPDATE_FAILED } from '../../../lib/task-texts';
import { useRefreshTask } from './use-task';

/**
 * Sends a new offer on a task, or the viewer's changed pending offer (`editing`); the task is loaded
 * again once it went. A refusal (a 4xx: the task was taken meanwhile, a payment detail is missing)
 * says why in the server's words; any other failure is the spec's message.
 */
export function useSendOffer(taskId: string, editing: Offer | undefined) {
  const refresh = useRefreshTask(taskId);
  return useAction({
    log: editing ? FAILURES.updateOffer : FAILURES.submitOffer,
    run: async (offer: OfferBody) => {
      await (editing ? updateOffer(editing._id, offer) : submitOffer(taskId, offer));
      await refresh();
    },
    failed: (error) => refusal(error) ?? (editing ? OFFER_UPDATE_FAILED : OFFER_SEND_FAILED),
  });
}
