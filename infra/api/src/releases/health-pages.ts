import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIPv6 } from 'node:net';

// A browser's health beacon counts only from a page load the API handed a health token to: the token
// names the page load, the browser it was handed to (a keyed hash of its address, never the address)
// and the version of each remote that page runs, signed with the site's link secret. A page load then
// counts once per remote and kind, and the canary watch weighs browsers, not samples
// (health-store.ts): sending many samples, or inventing versions, moves nothing.

const PURPOSE = 'health-page';
/**
 * Beacons go when the page is hidden, which may be hours after it loaded; a token older than this is
 * refused. Hoarding tokens gains nothing beyond it: each is one page load's vote, for the versions of
 * its day.
 */
export const HEALTH_TOKEN_TTL_MS = 12 * 60 * 60_000;

export interface HealthPage {
  /** The page load's own id. */
  page: string;
  /** Which browser: a keyed hash of the address the token was handed to. */
  client: string;
  /** Which network that browser is on: a keyed hash of the address's IPv6 /48 or IPv4 /24. */
  network?: string;
  /** The version of each remote the page was given, by remote name. */
  versions: Record<string, string>;
  /** When the token stops counting, in ms since the epoch. */
  expiresAt: number;
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${payload}`).digest('base64url');

/**
 * The browser behind an address: an IPv4 address as it is, an IPv6 address by its /64 (one household's
 * or one phone's network, where each device may pick any address inside it). Keyed, so that the stored
 * value cannot be turned back into the address.
 */
export function clientOf(secret: string, ip: string): string {
  const network = isIPv6(ip) ? expandIpv6(ip).slice(0, 4).join(':') : ip;
  return createHmac('sha256', secret).update(`health-client:${network}`).digest('base64url').slice(0, 22);
}

/**
 * The network behind an address, wider than a browser: an IPv6 /48 (a site's allocation: a /56 or /64
 * handed to one customer sits inside one) or an IPv4 /24. The canary watch wants failures from several
 * of these before it rolls back (canary-rule.ts). Keyed, as clientOf is.
 */
export function networkOf(secret: string, ip: string): string {
  const network = isIPv6(ip)
    ? `${expandIpv6(ip).slice(0, 3).join(':')}::/48`
    : `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  return createHmac('sha256', secret).update(`health-network:${network}`).digest('base64url').slice(0, 22);
}

function expandIpv6(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = ip.includes('::') ? 8 - left.length - right.length : 0;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.toLowerCase());
}

/** A new page load's token, for the browser at `ip`, running `versions`. */
export function healthPageToken(secret: string, ip: string, versions: Record<string, string>, now: Date): string {
  const page: HealthPage = {
    page: randomBytes(16).toString('base64url'),
    client: clientOf(secret, ip),
    network: networkOf(secret, ip),
    versions,
    expiresAt: now.getTime() + HEALTH_TOKEN_TTL_MS,
  };
  const payload = Buffer.from(JSON.stringify(page)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/**
 * The page load a token was handed to, or null when it was signed with none of `secrets` (a rotation
 * reads two) or has expired.
 */
export function readHealthPageToken(secrets: readonly string[], token: string, now: Date): HealthPage | null {
  const [payload, given, ...rest] = token.split('.');
  if (!payload || !given || rest.length > 0) return null;
  const actual = Buffer.from(given);
  const signedBy = (secret: string) => {
    const expected = Buffer.from(sign(secret, payload));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };
  if (!secrets.some(signedBy)) return null;
  const page = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as HealthPage;
  return page.expiresAt > now.getTime() ? page : null;
}
