import { request } from '@fairgo/shared/api';
import type { Offer, OfferBody } from '@fairgo/shared/contract';
import { useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';
import { useRefreshTask } from './use-task';

/** Sends a new offer on a task, or the viewer's changed pending offer (`editing`); the task is loaded again once it went. */
export function useSendOffer(taskId: string, editing: Offer | undefined) {
  const refresh = useRefreshTask(taskId);
  return useWrite({
    failure: editing ? FAILURES.updateOffer : FAILURES.submitOffer,
    write: async (offer: OfferBody) => {
      await (editing
        ? request('POST offers/updateOffer/:offerId', { params: { offerId: editing._id }, json: offer })
        : request('POST offers/submitOffer/:taskId', { params: { taskId }, json: offer }));
      await refresh();
    },
  });
}
