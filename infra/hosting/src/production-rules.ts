import ipaddr from 'ipaddr.js';
import Type from 'typebox';
import { Env, readEnvironment } from './environment';
import type { SiteConfig } from './site-config';

/**
 * What production refuses at start, beyond a variable's type: settings that start a healthy-looking
 * site which quietly fails its users (links to localhost, cookies never Secure, secrets anyone can
 * guess, any client claiming any address). Each rule answers the problems it finds, in the words of
 * the one ConfigError a start prints.
 */
export const productionVariables = Type.Object({
  /** Staging over plain http, or on a loopback name: the public origins' rule is lifted, knowingly. */
  ALLOW_INSECURE_ORIGINS: Env.boolean(false),
});

const LOOPBACK_NAMES = /^(localhost|.*\.localhost|0\.0\.0\.0|\[::\]|\[::1\]|127(\.\d{1,3}){3})$/i;

/** Why `value` cannot be a public origin (browsers load it): loopback, or not https. Null when it can. */
function originProblem(value: string): string | null {
  const url = URL.parse(value);
  if (!url) return 'is not a URL';
  if (LOOPBACK_NAMES.test(url.hostname))
    return `is on loopback (${url.hostname}): no browser but this machine's reaches it`;
  if (url.protocol !== 'https:') return 'is plain http: sessions and payments must travel over https';
  return null;
}

/**
 * The origins of `site` that browsers use, by variable: the site's own (SITE_ORIGINS), the API's when it
 * has one of its own (PUBLIC_API_BASE_URL), and with `remotes` where each remote is loaded from.
 */
export function publicOrigins(site: SiteConfig, { remotes }: { remotes: boolean }): Record<string, string> {
  const origins: Record<string, string> = {};
  if (remotes)
    for (const remote of site.remotes) origins[`ORIGIN_${remote.name.toUpperCase()}`] = site.origins[remote.name]!;
  site.siteOrigins.forEach((origin, index) => (origins[`SITE_ORIGINS (entry ${index + 1})`] = origin));
  if (site.publicApiOrigin) origins.PUBLIC_API_BASE_URL = site.publicApiBaseUrl;
  return origins;
}

/**
 * The `origins` (variable → value) browsers could not use safely: on loopback, or plain http.
 * ALLOW_INSECURE_ORIGINS=true lifts the rule, for staging.
 */
export function insecureOrigins(env: NodeJS.ProcessEnv, origins: Record<string, string>) {
  const problems: string[] = [];
  if (readEnvironment(productionVariables, env, problems).ALLOW_INSECURE_ORIGINS) return problems;
  for (const [name, value] of Object.entries(origins)) {
    const problem = originProblem(value.trim());
    if (problem)
      problems.push(`${name} ${problem}, got "${value}" (ALLOW_INSECURE_ORIGINS=true allows it, for staging only)`);
  }
  return problems;
}

/** Values the docs or tests show as examples (and any `<placeholder>`): a secret equal to one is known to everyone. */
const EXAMPLE_SECRETS = ['changeme', 'change-me', 'secret', 'password', 'example', 'test', 'token', 'development'];
export const MIN_SECRET_BYTES = 32;

/**
 * Problems with the shared secrets `secrets` (name → value; unset ones are left to the "required"
 * rule): shorter than 32 bytes, a documented example, or equal to another of them (one leaked secret
 * must not open two doors). A rotation's previous value is checked alike.
 */
export function weakSecrets(secrets: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const set = Object.entries(secrets).filter((entry): entry is [string, string] => Boolean(entry[1]));
  for (const [name, value] of set) {
    const plain = value.trim().toLowerCase();
    if (EXAMPLE_SECRETS.includes(plain) || /^<.*>$/.test(plain) || /^(.)\1*$/.test(plain))
      problems.push(`${name} is an example value anyone could guess: generate one (openssl rand -base64 48)`);
    else if (Buffer.byteLength(value) < MIN_SECRET_BYTES)
      problems.push(`${name} must be at least ${MIN_SECRET_BYTES} bytes long, got ${Buffer.byteLength(value)}`);
  }
  for (const [index, [name, value]] of set.entries()) {
    const twin = set.slice(index + 1).find(([, other]) => other === value);
    if (twin) problems.push(`${name} and ${twin[0]} must differ: one leaked secret must not open both doors`);
  }
  return problems;
}

/** The ranges a proxy of ours may sit in: loopback, and the private networks of RFC 1918, 6598 and 4193. */
const PRIVATE_RANGES = [
  '127.0.0.0/8',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '100.64.0.0/10',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
].map((range) => ipaddr.parseCIDR(range));

/** An address or CIDR range, IPv4-mapped IPv6 ones read as the IPv4 they are. */
function asRange(entry: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | null {
  try {
    const [address, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), -1];
    const whole = address.kind() === 'ipv4' ? 32 : 128;
    const prefix = bits < 0 ? whole : bits;
    if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && prefix >= 96)
      return [(address as ipaddr.IPv6).toIPv4Address(), prefix - 96];
    return [address, prefix];
  } catch {
    return null;
  }
}

/**
 * The entries of TRUSTED_PROXIES that would let a client choose its own address (limits then count
 * nothing): anything but an address or range inside a private network, in whatever spelling
 * (`0.0.0.0/1`, `::/0`, `::ffff:0:0/96`, `true`).
 */
export function untrustworthyProxies(entries: string[]): string[] {
  return entries.flatMap((entry) => {
    const range = asRange(entry);
    if (!range) return [`TRUSTED_PROXIES must list addresses or CIDR ranges, got "${entry}"`];
    const [address, prefix] = range;
    const inside = PRIVATE_RANGES.some(
      ([network, bits]) => network.kind() === address.kind() && prefix >= bits && address.match(network, bits),
    );
    return inside
      ? []
      : [
          `TRUSTED_PROXIES may name only the site's own proxies, inside a private network: "${entry}" would let any client choose its address`,
        ];
  });
}
