import { Type } from 'typebox';
import { MessageReply } from '../common';
import { MyResume, ResumeOwnerParams } from '../resumes';
import type { RouteTable } from '../route';

/**
 * /api/resumes: a worker's one résumé (upload or replace, see, remove), and its download by member
 * employers, as an attachment.
 */
export const resumesApi = {
  'POST resumes': { multipart: true, replies: { 201: MyResume }, failures: [400, 401, 403, 413, 429] },
  'GET resumes/mine': { replies: { 200: Type.Union([MyResume, Type.Null()]) }, failures: [401] },
  'DELETE resumes/mine': { replies: { 200: MessageReply }, failures: [401, 404] },
  'GET resumes/:userId': { params: ResumeOwnerParams, file: true, failures: [400, 401, 402, 403, 404] },
} as const satisfies RouteTable;
