import type { InterestBody } from '@fairgo/shared/contract';
import { request } from '@fairgo/shared/api';

/** POST /api/jobInterest/jobs/{jobId}: "I'm interested", with a note and one of the caller's own posts. */
export const answerJob = (jobId: string, body: InterestBody) =>
  request('POST jobInterest/jobs/:jobId', { params: { jobId }, json: body });
/** GET /api/jobInterest/jobs/{jobId}: who is interested in a job of the caller's (marks them seen). */
export const getInterestedWorkers = (jobId: string) => request('GET jobInterest/jobs/:jobId', { params: { jobId } });
/** GET /api/jobInterest/mine: the jobs the caller answered, and whether each employer has seen it. */
export const getMyInterest = () => request('GET jobInterest/mine');
/** DELETE /api/jobInterest/answers/{answerId}: takes an answer back. */
export const withdrawAnswer = (answerId: string) =>
  request('DELETE jobInterest/answers/:answerId', { params: { answerId } });
/** POST /api/jobInterest/answers/{answerId}/dismiss: the employer dismisses an answer to their job. */
export const dismissAnswer = (answerId: string) =>
  request('POST jobInterest/answers/:answerId/dismiss', { params: { answerId } });
