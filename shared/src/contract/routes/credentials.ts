import { Type } from 'typebox';
import { MessageReply } from '../common';
import { Credential, CredentialForReview, CredentialParams, RejectCredentialBody } from '../../credentials/contract';
import type { RouteTable } from '../route';

const CREDENTIAL_FAILURES = [400, 401, 403, 404, 409] as const;

/** /api/credentials: a worker's verified credentials, and the admin's review of them. */
export const credentialsApi = {
  'GET credentials': { replies: { 200: Type.Array(Credential) }, failures: [401] },
  'POST credentials': { multipart: true, replies: { 201: Credential }, failures: [...CREDENTIAL_FAILURES, 413, 429] },
  'DELETE credentials/:credentialId': {
    params: CredentialParams,
    replies: { 200: MessageReply },
    failures: CREDENTIAL_FAILURES,
  },
  'GET credentials/:credentialId/document': { params: CredentialParams, file: true, failures: CREDENTIAL_FAILURES },
  'GET credentials/review': { replies: { 200: Type.Array(CredentialForReview) }, failures: [401, 403] },
  'POST credentials/:credentialId/verify': {
    params: CredentialParams,
    replies: { 200: MessageReply },
    failures: CREDENTIAL_FAILURES,
  },
  'POST credentials/:credentialId/reject': {
    params: CredentialParams,
    body: RejectCredentialBody,
    replies: { 200: MessageReply },
    failures: CREDENTIAL_FAILURES,
  },
} as const satisfies RouteTable;
