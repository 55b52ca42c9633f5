import { request } from '@fairgo/shared/api';

/** GET /api/certificateOptions */
export const getCertificateOptions = async (query = '') =>
  (await request('GET certificateOptions', query ? { searchParams: { query } } : {})).CertificateOptions;
