import { PAYMENT_PAGES } from '@fairgo/shared/rules';
import { apiBaseUrl } from '../client';

/**
 * The payment provider's hosted page, opened in a new tab with the user's e-mail lowercased and
 * prefilled (spec §7 notes). The development provider serves them beside the API.
 */
export function paymentPageUrl(page: keyof typeof PAYMENT_PAGES, email: string, extra: Record<string, string> = {}) {
  const url = new URL(`${apiBaseUrl()}${PAYMENT_PAGES[page].replace(/^\/api/, '')}`);
  url.searchParams.set('prefilled_email', email.trim().toLowerCase());
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  return url.href;
}
