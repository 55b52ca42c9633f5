import { request } from '@fairgo/shared/api';
import { ALL_ADELAIDE } from '@fairgo/shared/rules';
import { suggestSuburbs } from '@fairgo/shared/ui/type-ahead';

// What the type-ahead fields of the listings' filters and of the post form suggest
// (product.md#listing-searches), each from its list on the API.

/** Job roles whose names match `text` (GET /api/jobRoles/getRoles). */
export const suggestRoles = async (text: string) =>
  (await request('GET jobRoles/getRoles', text ? { searchParams: { query: text } } : {})).JobRoles;

/** Certificates whose names match `text` (GET /api/certificateOptions). */
export const suggestCertificates = async (text: string) =>
  (await request('GET certificateOptions', text ? { searchParams: { query: text } } : {})).CertificateOptions;

/** Suburbs, with 'All Adelaide, South Australia' first when it matches what was typed (product.md#listing-searches). */
export const suggestLocations = async (text: string, signal: AbortSignal) => {
  const suburbs = await suggestSuburbs(text, signal);
  return ALL_ADELAIDE.toLowerCase().includes(text.trim().toLowerCase()) ? [ALL_ADELAIDE, ...suburbs] : suburbs;
};
