import type { OfferBody } from '@fairgo/shared/contract';
import { request } from '@fairgo/shared/api';

/** POST /api/offers/submitOffer/{taskId} and /acceptOffer/{offerId}. */
export const submitOffer = (taskId: string, offer: OfferBody) =>
  request('POST offers/submitOffer/:taskId', { params: { taskId }, json: offer });
export const acceptOffer = (offerId: string) => request('POST offers/acceptOffer/:offerId', { params: { offerId } });

/** POST /api/offers/updateOffer/{offerId}: the tasker's new amount and message for a pending offer. */
export const updateOffer = (offerId: string, offer: OfferBody) =>
  request('POST offers/updateOffer/:offerId', { params: { offerId }, json: offer });
export const withdrawOffer = (offerId: string) =>
  request('POST offers/withdrawOffer/:offerId', { params: { offerId } });
/** POST /api/offers/declineOffer/{offerId}: the owner turns it down; the reason is optional. */
export const declineOffer = (offerId: string, reason: string) =>
  request('POST offers/declineOffer/:offerId', { params: { offerId }, json: reason ? { reason } : {} });
