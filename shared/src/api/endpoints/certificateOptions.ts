import { request } from '../client';

/** GET /api/certificateOptions */
export const getCertificateOptions = async (query = '') =>
  (await request('GET certificateOptions', query ? { searchParams: { query } } : {})).CertificateOptions;
