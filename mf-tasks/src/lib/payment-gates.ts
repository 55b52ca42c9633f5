import { request } from '@fairgo/shared/api';
import { logFailure } from '@fairgo/shared/actions';
import type { PaymentMethodReply } from '@fairgo/shared/contract';
import {
  PAYMENT_CHECK_FAILED,
  PAYMENT_DETAILS_REQUIRED,
  PAYMENT_DETAILS_TEXT,
  PAYOUT_DETAILS_REQUIRED,
  PAYOUT_DETAILS_TEXT,
} from './task-texts';
import { FAILURES } from './failures';

/** What a payment check found: go ahead, a set-up needed (with its page), or a failed check. */
export type GateResult =
  | { kind: 'ready' }
  | { kind: 'setUpNeeded'; title: string; text: string; url: string; action: string }
  | { kind: 'failed'; text: string };

/**
 * product.md#roles: posting a task needs a task payment method, offering needs payout details. Each
 * check asks the server; a failed check is its own answer (product.md#messages), never a silent go-ahead.
 */
async function gate(
  check: () => Promise<PaymentMethodReply>,
  needed: Omit<Extract<GateResult, { kind: 'setUpNeeded' }>, 'kind' | 'url'>,
): Promise<GateResult> {
  try {
    const answer = await check();
    return answer.taskPaymentMethodAdded ? { kind: 'ready' } : { kind: 'setUpNeeded', url: answer.url, ...needed };
  } catch (error) {
    logFailure(FAILURES.checkPaymentDetails, error);
    return { kind: 'failed', text: PAYMENT_CHECK_FAILED };
  }
}

export const checkBeforePosting = () =>
  gate(() => request('GET tasks/checkIfUserHasTaskPaymentMethod'), {
    title: PAYMENT_DETAILS_REQUIRED,
    text: PAYMENT_DETAILS_TEXT,
    action: 'Add payment details',
  });

export const checkBeforeOffering = () =>
  gate(() => request('GET tasks/checkIfUserHasTaskPaymentOutMethodAdded'), {
    title: PAYOUT_DETAILS_REQUIRED,
    text: PAYOUT_DETAILS_TEXT,
    action: 'Set up payouts',
  });
