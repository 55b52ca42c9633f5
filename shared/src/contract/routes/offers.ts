import { MessageReply } from '../common';
import { OfferBody, OfferIdParams, OptionalReasonBody, TaskIdParams } from '../../tasks/contract';
import { STEP_FAILURES, type RouteTable } from '../route';

/** /api/offers: a tasker's offers on a task, and its owner's answers to them. */
export const offersApi = {
  'POST offers/submitOffer/:taskId': {
    params: TaskIdParams,
    body: OfferBody,
    idempotent: true,
    replies: { 201: MessageReply },
    failures: STEP_FAILURES,
  },
  'POST offers/acceptOffer/:offerId': {
    params: OfferIdParams,
    replies: { 200: MessageReply },
    failures: STEP_FAILURES,
  },
  'POST offers/updateOffer/:offerId': {
    params: OfferIdParams,
    body: OfferBody,
    replies: { 200: MessageReply },
    failures: STEP_FAILURES,
  },
  'POST offers/withdrawOffer/:offerId': {
    params: OfferIdParams,
    replies: { 200: MessageReply },
    failures: STEP_FAILURES,
  },
  'POST offers/declineOffer/:offerId': {
    params: OfferIdParams,
    body: OptionalReasonBody,
    replies: { 200: MessageReply },
    failures: STEP_FAILURES,
  },
} as const satisfies RouteTable;
