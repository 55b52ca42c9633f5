import { MessageReply } from '../common';
import { AnswerBody, AskQuestionReply, QuestionBody, QuestionIdParams, TaskIdParams } from '../../tasks/contract';
import type { RouteTable } from '../route';

/** /api/questions: public questions on a task, and its owner's answers. */
export const questionsApi = {
  'POST questions/askQuestion/:taskId': {
    params: TaskIdParams,
    body: QuestionBody,
    replies: { 201: AskQuestionReply },
    failures: [400, 401, 403, 404, 409, 429],
  },
  'POST questions/submitAnswer/:questionId': {
    params: QuestionIdParams,
    body: AnswerBody,
    replies: { 200: MessageReply },
    failures: [400, 401, 403, 404, 409],
  },
} as const satisfies RouteTable;
