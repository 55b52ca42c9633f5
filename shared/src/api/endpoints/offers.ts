import type { OfferBody } from '@fairgo/shared/contract';
import { request } from '../client';

/** POST /api/offers/submitOffer/{taskId} and /acceptOffer/{offerId}. */
export const submitOffer = (taskId: string, offer: OfferBody) =>
  request('POST offers/submitOffer/:taskId', { params: { taskId }, json: offer });
export const acceptOffer = (offerId: string) => request('POST offers/acceptOffer/:offerId', { params: { offerId } });
