import { useAction } from '@fairgo/shared/actions';
import { sendFeedback } from '@fairgo/shared/api/feedback';
import type { FeedbackBody } from '@fairgo/shared/contract';
import { FAILURES } from '../../../lib/failures';

export const FEEDBACK_FAILED = 'There was an error submitting your feedback. Please try again later.';

/** Sends the /feedback form (product.md#validation): its texts trimmed, the phone only when one was given. */
export function useSendFeedback() {
  return useAction({
    log: FAILURES.sendFeedback,
    run: ({ name, email, message, phone }: FeedbackBody) =>
      sendFeedback({
        name: name.trim(),
        email: email.trim(),
        message: message.trim(),
        ...(phone?.trim() ? { phone: phone.trim() } : {}),
      }),
    failed: () => FEEDBACK_FAILED,
  });
}
