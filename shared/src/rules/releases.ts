// Safe releases: what browsers report of each remote.

/** What a health sample is: a remote's load, a render error, or a Core Web Vital of a page it owns. */
export const HEALTH_KINDS = ['load', 'render-error', 'LCP', 'INP', 'CLS'] as const;
export type HealthKind = (typeof HEALTH_KINDS)[number];

/** A beacon carries at most this many samples. */
export const MAX_HEALTH_SAMPLES = 50;

/** What a browser's canary bucket id may look like (a UUID, or any short id the host or a test made). */
export const BUCKET_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
