import type { RegistryEntry } from '../contract';
import { BUCKET_PATTERN } from '@fairgo/shared/rules';

export { BUCKET_PATTERN };

/**
 * A browser's bucket: a random id made on its first visit and kept in `localStorage`, and
 * mirrored in a cookie so that the host composes the page with the same version the shell will load.
 */
export const BUCKET_KEY = 'fairgo.bucket';
export const BUCKET_COOKIE = 'fairgo_bucket';

/** FNV-1a, 32 bits: the same text gives the same number in every browser and on the host. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Whether a bucket is in a remote's canary: a point from 0 to 9 999 drawn from the bucket, the remote
 * and the canary's version, inside the canary's share. The same bucket always gets the same answer for
 * one canary (a visitor never flips); each new canary, and each remote's, draws a different tenth.
 */
export function inCanary(bucket: string, remote: string, canary: NonNullable<RegistryEntry['canary']>): boolean {
  return fnv1a(`${bucket}:${remote}:${canary.version}`) % 10_000 < canary.percent * 100;
}

/** The registry as one browser gets it: each remote at the version its bucket picks, with no canary left in it. */
export function forVisitor(entries: RegistryEntry[], bucket: string | null): RegistryEntry[] {
  return entries.map(({ canary, ...entry }) =>
    canary && bucket && inCanary(bucket, entry.name, canary)
      ? { ...entry, version: canary.version, manifestUrl: canary.manifestUrl }
      : entry,
  );
}

/** The bucket a `Cookie` header carries, if a well-formed one. */
export function bucketFromCookie(cookie: string | undefined): string | null {
  const match = new RegExp(`(?:^|;\\s*)${BUCKET_COOKIE}=([^;]*)`).exec(cookie ?? '');
  const value = match?.[1] ?? '';
  return BUCKET_PATTERN.test(value) ? value : null;
}

/** The cookie that mirrors a bucket, for a year; `Secure` when the page came over HTTPS. */
export function bucketCookie(bucket: string, { secure }: { secure: boolean }): string {
  return `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}
