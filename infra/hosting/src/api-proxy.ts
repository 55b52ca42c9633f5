// How the shell's host passes /api on to the API (serve-app.ts), so the browser sees one origin.
import { REQUEST_LIMITS } from '@fairgo/shared/contract';

/**
 * A request the API would refuse as too large, by its declared length: answered here with the API's own
 * 413, because the API refuses it without reading it, and the proxy, still sending it, would see only
 * a broken pipe (and answer 500).
 */
export function isTooLarge(headers: { 'content-length'?: string | undefined; 'content-type'?: string | undefined }) {
  const length = Number(headers['content-length'] ?? 0);
  const multipart = headers['content-type']?.toLowerCase().startsWith('multipart/') ?? false;
  return length > (multipart ? REQUEST_LIMITS.multipartBytes : REQUEST_LIMITS.formBytes);
}

/**
 * What the shell's host sends the API: the client's address (the API trusts this host's word for it,
 * TRUSTED_PROXIES, and limits attempts per client), and no `Expect: 100-continue`, which the proxy's
 * HTTP client cannot honour (the body is sent at once; the API's answer, a 413 included, comes back).
 */
export function forwardedHeaders(request: { ip: string }, headers: Record<string, unknown>) {
  const { expect: _expect, ...rest } = headers;
  const before = typeof headers['x-forwarded-for'] === 'string' ? `${headers['x-forwarded-for']}, ` : '';
  return { ...rest, 'x-forwarded-for': `${before}${request.ip}` };
}
