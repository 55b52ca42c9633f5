import { request } from '@fairgo/shared/api';
import type { FeedbackBody } from '@fairgo/shared/contract';
import { useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

/** Sends the /feedback form (product.md#validation): its texts trimmed, the phone only when one was given. */
export function useSendFeedback() {
  return useWrite({
    failure: FAILURES.sendFeedback,
    write: ({ name, email, message, phone }: FeedbackBody) =>
      request('POST feedback', {
        json: {
          name: name.trim(),
          email: email.trim(),
          message: message.trim(),
          ...(phone?.trim() ? { phone: phone.trim() } : {}),
        },
      }),
  });
}
