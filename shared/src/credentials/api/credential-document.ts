import { request } from '@fairgo/shared/api';

/**
 * A credential's document, fetched with the session (it is never public): its owner's or an
 * admin's. A PDF is for `saveDocument`, never for a page of the site (it may carry script).
 */
export const fetchCredentialDocument = (credentialId: string) =>
  request('GET credentials/:credentialId/document', { params: { credentialId } });
