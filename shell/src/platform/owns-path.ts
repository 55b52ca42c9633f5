import type { RegistryEntry } from '@fairgo/shared/contract';

/** Whether a remote owns a path: one of its route prefixes, whole segments only (/find-work ≠ /find-worker). */
export const ownsPath = (entry: Pick<RegistryEntry, 'routes'>, pathname: string) =>
  entry.routes.some((route) => pathname === route || pathname.startsWith(`${route}/`));
