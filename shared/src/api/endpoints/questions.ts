import { request } from '@fairgo/shared/api';

/** POST /api/questions/askQuestion/{taskId} and /submitAnswer/{questionId}. */
export const askQuestion = (taskId: string, question: string) =>
  request('POST questions/askQuestion/:taskId', { params: { taskId }, json: { question } });
export const submitAnswer = (questionId: string, answer: string) =>
  request('POST questions/submitAnswer/:questionId', { params: { questionId }, json: { answer } });
