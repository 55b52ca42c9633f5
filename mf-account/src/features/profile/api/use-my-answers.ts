import { request } from '@fairgo/shared/api';
import type { MyInterest } from '@fairgo/shared/contract';
import { usePlatform } from '@fairgo/shared/platform';
import { useLoad, useQueryClient, useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

export const ANSWER_WITHDRAWN = 'Your answer was withdrawn. The employer no longer sees it.';

const myAnswersKey = (email: string) => ['myAnswers', email];

/** The jobs the signed-in worker answered, fresh each time the profile opens. */
export function useMyAnswers(email: string) {
  return useLoad({
    queryKey: myAnswersKey(email),
    queryFn: () => request('GET jobInterest/mine'),
    staleTime: 0,
    failure: FAILURES.loadMyAnswers,
  });
}

/** Takes an answer back; the list is loaded again. */
export function useWithdrawAnswer(email: string) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  return useWrite({
    failure: FAILURES.withdrawAnswer,
    write: async (answer: MyInterest) => {
      await request('DELETE jobInterest/answers/:answerId', { params: { answerId: answer._id } });
      platform.showStatus({ status: 'success', title: ANSWER_WITHDRAWN });
      await queryClient.invalidateQueries({ queryKey: myAnswersKey(email) });
    },
    tell: (text) => platform.showStatus({ status: 'error', title: text }),
  });
}
