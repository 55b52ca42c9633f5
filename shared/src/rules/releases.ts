// Safe releases: what browsers report of each remote.

/** What a health sample is: a remote's load, a render error, or a Core Web Vital of a page it owns. */
export const HEALTH_KINDS = ['load', 'render-error', 'LCP', 'INP', 'CLS'] as const;
export type HealthKind = (typeof HEALTH_KINDS)[number];

/** A beacon carries at most this many samples. */
export const MAX_HEALTH_SAMPLES = 50;
