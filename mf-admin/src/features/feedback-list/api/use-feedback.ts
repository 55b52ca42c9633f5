import { request } from '@fairgo/shared/api';
import type { SendEmailBody, FeedbackStatus } from '@fairgo/shared/contract';
import { useLoad, useQueryClient, useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

const FEEDBACK_KEY = ['feedback'];

/** All feedback with the admins' counts (product.md#api-calls: GET /api/feedback, /api/feedback/otherInformation). */
export function useFeedback() {
  return useLoad({
    queryKey: FEEDBACK_KEY,
    queryFn: async () => {
      const [feedback, stats] = await Promise.all([request('GET feedback'), request('GET feedback/otherInformation')]);
      return { feedback, stats };
    },
    staleTime: 0,
    failure: FAILURES.loadFeedback,
  });
}

/** Marks a feedback new or reviewed; the list and its counts are loaded again. */
export function useChangeFeedbackStatus() {
  const queryClient = useQueryClient();
  return useWrite({
    failure: FAILURES.changeFeedbackStatus,
    write: async (feedbackId: string, status: FeedbackStatus) => {
      await request('PUT feedback/status', { json: { _id: feedbackId, status } });
      await queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY });
    },
  });
}

/** 'Send Email to All Users' (product.md#messages: a failed send is logged, said, and the message kept). */
export function useSendEmailToAll() {
  return useWrite({
    failure: FAILURES.sendEmailToAll,
    write: (email: SendEmailBody) => request('POST feedback/sendEmail', { json: email }),
  });
}
