import type { NewCredentialFields } from '@fairgo/shared/contract';
import { request } from '@fairgo/shared/api';

/** GET /api/credentials: the caller's credentials. */
export const getCredentials = () => request('GET credentials');
/** POST /api/credentials: a credential, with its document when one is chosen (multipart). */
export function addCredential(fields: NewCredentialFields, document?: File) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (document) body.append('document', document);
  return request('POST credentials', { body });
}
/** DELETE /api/credentials/{id}. */
export const deleteCredential = (credentialId: string) =>
  request('DELETE credentials/:credentialId', { params: { credentialId } });
/** GET /api/credentials/{id}/document: the document (a Blob), for its owner and the admins. */
export const getCredentialDocument = (credentialId: string) =>
  request('GET credentials/:credentialId/document', { params: { credentialId } });
/** GET /api/credentials/review (admins): every credential, those waiting first. */
export const getCredentialsForReview = () => request('GET credentials/review');
/** POST /api/credentials/{id}/verify (admins). */
export const verifyCredential = (credentialId: string) =>
  request('POST credentials/:credentialId/verify', { params: { credentialId } });
/** POST /api/credentials/{id}/reject (admins), saying why. */
export const rejectCredential = (credentialId: string, reason: string) =>
  request('POST credentials/:credentialId/reject', { params: { credentialId }, json: { reason } });
