import { Type } from 'typebox';
import { MessageReply } from '../common';
import { AnswerParams, InterestBody, InterestedWorker, JobParams, MyInterest } from '../../job-interest/contract';
import type { RouteTable } from '../route';

/**
 * /api/jobInterest: workers answering job posts ("I'm interested"), and employers hearing of it.
 * A worker answers a job once, withdraws an answer and lists theirs; the job's owner lists who is
 * interested (which marks them seen) and dismisses one.
 */
export const jobInterestApi = {
  'POST jobInterest/jobs/:jobId': {
    params: JobParams,
    body: InterestBody,
    replies: { 201: MyInterest },
    failures: [400, 401, 403, 404, 409, 429],
  },
  'GET jobInterest/jobs/:jobId': {
    params: JobParams,
    replies: { 200: Type.Array(InterestedWorker) },
    failures: [400, 401, 404],
  },
  'GET jobInterest/mine': { replies: { 200: Type.Array(MyInterest) }, failures: [401] },
  'DELETE jobInterest/answers/:answerId': {
    params: AnswerParams,
    replies: { 200: MessageReply },
    failures: [400, 401, 404],
  },
  'POST jobInterest/answers/:answerId/dismiss': {
    params: AnswerParams,
    replies: { 200: MessageReply },
    failures: [400, 401, 404],
  },
} as const satisfies RouteTable;
