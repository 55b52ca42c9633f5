import type { RegistryEntry } from '@fairgo/shared/contract';
import { FAILURES } from './failures';

/**
 * Developer overrides (architecture.md#standalone-remotes, like single-spa's import-map-overrides): the running site
 * loads one remote from a local build while the rest come from the registry. Set with
 * `?override.mf_admin=http://localhost:3104/mf-manifest.json` (kept in localStorage until cleared;
 * an empty value clears that one), shown in a badge while active.
 */
export const OVERRIDES_KEY = 'fairgo.remoteOverrides';
const PARAM_PREFIX = 'override.';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Remote name → manifest URL. */
export type Overrides = Record<string, string>;

/**
 * Only a build on the developer's own machine may stand in for a released remote: an override runs
 * with the visitor's session, so a link must not be able to point the site at someone else's code.
 */
export function isAllowedOverride(url: string): boolean {
  const parsed = URL.parse(url);
  return Boolean(
    parsed &&
    /^https?:$/.test(parsed.protocol) &&
    LOOPBACK_HOSTS.has(parsed.hostname) &&
    parsed.pathname.endsWith('/mf-manifest.json'),
  );
}

function stored(storage: Storage): Overrides {
  try {
    const value = JSON.parse(storage.getItem(OVERRIDES_KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Overrides) : {};
  } catch {
    return {};
  }
}

/**
 * The overrides in force: those stored, updated by any `override.<name>` query parameters, which are
 * then taken out of the address bar. URLs that are not allowed are dropped with a warning.
 */
export function readOverrides(location: Location, history: History, storage: Storage): Overrides {
  const overrides = stored(storage);
  const url = new URL(location.href);
  const params = [...url.searchParams.keys()].filter((key) => key.startsWith(PARAM_PREFIX));
  for (const key of params) {
    const name = key.slice(PARAM_PREFIX.length);
    const value = url.searchParams.get(key) ?? '';
    url.searchParams.delete(key);
    if (value) overrides[name] = value;
    else delete overrides[name];
  }
  if (params.length > 0) history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);

  for (const [name, manifestUrl] of Object.entries(overrides)) {
    if (isAllowedOverride(manifestUrl)) continue;
    console.warn(
      `[shell] ${FAILURES.overrideIgnored.code}: ${name}; only a local build's mf-manifest.json (localhost) may be used`,
    );
    delete overrides[name];
  }
  if (Object.keys(overrides).length > 0) storage.setItem(OVERRIDES_KEY, JSON.stringify(overrides));
  else storage.removeItem(OVERRIDES_KEY);
  return overrides;
}

export function clearOverrides(storage: Storage) {
  storage.removeItem(OVERRIDES_KEY);
}

/** The registry's entries with overridden remotes loaded from their local builds, and the overrides that applied. */
export function applyOverrides(released: RegistryEntry[], overrides: Overrides) {
  const applied: Overrides = {};
  const entries = released.map((entry) => {
    const manifestUrl = overrides[entry.name];
    if (!manifestUrl) return entry;
    applied[entry.name] = manifestUrl;
    return { ...entry, version: 'local override', manifestUrl };
  });
  return { entries, applied };
}
