// The texts of the admins' Releases page, /releases.
import type { RegistryEvent } from '@fairgo/shared/contract';

export const RELEASES_TITLE = 'Releases';
export const RELEASES_NO_ACCESS = 'You do not have access to this page. Only administrators can see releases.';
export const NO_RELEASES = 'No remote has been released yet.';
export const NO_MOVES = 'No release has moved yet.';
export const NO_SAMPLES = 'No reports from browsers yet.';

export const WINDOWS = { hour: 'Last hour', day: 'Last 24 hours' } as const;

/** A move of the audit trail, in words. */
export function describeMove(event: RegistryEvent): string {
  switch (event.action) {
    case 'release':
      return `Released ${event.to}${event.from ? ` (was ${event.from})` : ''}`;
    case 'canary':
      return `Canary ${event.to} for ${event.percent}% of browsers (stable ${event.from})`;
    case 'promote':
      return `Promoted ${event.to} to every browser (was ${event.from})`;
    case 'rollback':
      return `Rolled back from ${event.from} to ${event.to}`;
    case 'auto-rollback':
      return `Canary ${event.from} rolled back automatically to ${event.to}`;
  }
}

const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);
const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
const plain = (value: number | null) => (value === null ? '–' : String(value));

/** How each figure of a version's health is written. */
export const FIGURES = [
  { label: 'Loads', show: (stats: { loads: number }) => String(stats.loads) },
  // The canary watch counts browsers, and its failure rate is each browser's own, averaged.
  { label: 'Browsers', show: (stats: { clients: number }) => String(stats.clients) },
  { label: 'Failure rate', show: (stats: { failureRate: number | null }) => percent(stats.failureRate) },
  // Failures roll a canary back only from several networks (IPv6 /48, IPv4 /24).
  { label: 'Failing networks', show: (stats: { failingNetworks: number }) => String(stats.failingNetworks) },
  { label: 'Render errors', show: (stats: { renderErrors: number }) => String(stats.renderErrors) },
  { label: 'p75 load', show: (stats: { p75LoadMs: number | null }) => ms(stats.p75LoadMs) },
  { label: 'p75 LCP', show: (stats: { p75Lcp: number | null }) => ms(stats.p75Lcp) },
  { label: 'p75 INP', show: (stats: { p75Inp: number | null }) => ms(stats.p75Inp) },
  { label: 'p75 CLS', show: (stats: { p75Cls: number | null }) => plain(stats.p75Cls) },
] as const;
