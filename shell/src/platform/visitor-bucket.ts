import { BUCKET_KEY, BUCKET_PATTERN, bucketCookie, bucketFromCookie } from '@fairgo/shared/page';

const newBucket = () =>
  [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * This browser's bucket, which picks its side of every canary: kept in localStorage, so a
 * visitor never flips between versions within a canary. The first one is the host's, when the page
 * came with one in the cookie (the host then composed the page with the versions it picks); the
 * cookie is kept in step, for the host to compose the next page the same way.
 */
export function visitorBucket(storage: Storage = localStorage, page: Document = document): string | null {
  try {
    const fromCookie = bucketFromCookie(page.cookie);
    let bucket = storage.getItem(BUCKET_KEY);
    if (!bucket || !BUCKET_PATTERN.test(bucket)) {
      bucket = fromCookie ?? newBucket();
      storage.setItem(BUCKET_KEY, bucket);
    }
    if (fromCookie !== bucket) page.cookie = bucketCookie(bucket, { secure: page.location?.protocol === 'https:' });
    return bucket;
  } catch {
    // Storage refused (a private window's quota, a policy): the stable version of everything.
    return null;
  }
}
