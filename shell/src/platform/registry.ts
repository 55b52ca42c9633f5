import { request } from '@fairgo/shared/api';
import type { RegistryEntry } from '@fairgo/shared/contract';
import { forVisitor, readInlineRegistry } from '@fairgo/shared/page';
import { visitorBucket } from './visitor-bucket';
import { FAILURES } from './failures';

export const LAST_KNOWN_GOOD_KEY = 'fairgo.registry.lastKnownGood';

/**
 * The remote registry at runtime (nothing about a remote is baked into the shell's build): the copy
 * the host served the page with, else fetched, keeping a last-known-good copy so a registry outage
 * does not blank the site (architecture.md#the-registry). Each remote comes at the version this browser's bucket
 * picks when it runs a canary; the copy keeps both, so it picks the same way.
 */
export async function loadRegistry(root: Document = document): Promise<RegistryEntry[]> {
  return forVisitor(await releasedRemotes(root), visitorBucket(localStorage, root));
}

async function releasedRemotes(root: Document): Promise<RegistryEntry[]> {
  try {
    const remotes = readInlineRegistry(root) ?? (await request('GET registry')).remotes;
    localStorage.setItem(LAST_KNOWN_GOOD_KEY, JSON.stringify(remotes));
    return remotes;
  } catch (error) {
    const saved = localStorage.getItem(LAST_KNOWN_GOOD_KEY);
    console.error(
      `[shell] ${FAILURES.registryUnreachable.code}; ${saved ? 'using the last-known-good copy' : 'no copy to fall back on'}`,
      error,
    );
    return saved ? (JSON.parse(saved) as RegistryEntry[]) : [];
  }
}
