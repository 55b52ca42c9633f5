import { CREDENTIAL_TYPES } from '@fairgo/shared/credentials';
import { DAYS, formatMoney, stateOfAllOption, toCents, type Day, type ListingFilters } from '@fairgo/shared/rules';

// Saved searches and their alerts: what a search keeps, its limits and its words. In the
// `filters` entry, beside the pages' filters, and re-exported by the contract for the server.

/** What a search looks for: job posts (/find-work), workers' posts (/find-worker) or tasks. */
export const SEARCH_KINDS = ['job', 'worker', 'task'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const MAX_SAVED_SEARCHES = 20;
export const MAX_KEYWORDS_LENGTH = 100;

/**
 * The filters of a listing search that a saved search keeps (the sort is not a filter). A search
 * saved before pay could be filtered has no `minPay`.
 */
export type ListingSearchFilters = Omit<ListingFilters, 'sort' | 'minPay'> & { minPay?: number | null };

/** The filters a saved search keeps of a listing page's (all but the sort). */
export function listingSearchFilters(filters: ListingFilters): ListingSearchFilters {
  const { jobs, days, locations, certificates, verified, near, withinKm, minPay } = filters;
  return { jobs, days, locations, certificates, verified, near, withinKm: near ? withinKm : null, minPay };
}

export const REMOTE_CHOICES = ['any', 'remote', 'inPerson'] as const;
export type RemoteChoice = (typeof REMOTE_CHOICES)[number];

/** The All Tasks filters: words, a distance from a suburb, a budget range, remote or not. */
export interface TaskSearchFilters {
  keywords: string;
  near: string;
  withinKm: number | null;
  minBudget: number | null;
  maxBudget: number | null;
  remote: RemoteChoice;
}

export const NO_TASK_FILTERS: TaskSearchFilters = {
  keywords: '',
  near: '',
  withinKm: null,
  minBudget: null,
  maxBudget: null,
  remote: 'any',
};

/** How many task filters are set (the phone's Filters button shows it). */
export const activeTaskFilters = (filters: TaskSearchFilters) =>
  [
    filters.keywords.trim() !== '',
    filters.near !== '' && filters.withinKm !== null,
    filters.minBudget !== null || filters.maxBudget !== null,
    filters.remote !== 'any',
  ].filter(Boolean).length;

/** The words of a text, as task keywords are matched: lower case, letters and digits only. */
export const wordsOf = (text: string) => [
  ...new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  ),
];

const dollars = (amount: number) => formatMoney(toCents(amount));
const orderedDays = (days: Day[]) => DAYS.filter((day) => days.includes(day));

/** A saved search in a few words, for the profile's list, the bell and the digest. */
export function describeListingSearch(filters: ListingSearchFilters): string {
  const parts = [
    filters.jobs.join(' or '),
    filters.locations.map((location) => (stateOfAllOption(location) ? location : location.split(',')[0])).join(' or '),
    filters.near && filters.withinKm ? `within ${filters.withinKm} km of ${filters.near.split(',')[0]}` : '',
    filters.days.length ? orderedDays(filters.days).join(', ') : '',
    filters.certificates.length ? `with ${filters.certificates.join(', ')}` : '',
    filters.verified.length ? `verified ${filters.verified.map((type) => CREDENTIAL_TYPES[type]).join(', ')}` : '',
    filters.minPay ? `from ${dollars(filters.minPay)} an hour` : '',
  ];
  return parts.filter(Boolean).join(' · ') || 'Everything';
}

export function describeTaskSearch(filters: TaskSearchFilters): string {
  const budget =
    filters.minBudget !== null && filters.maxBudget !== null
      ? `${dollars(filters.minBudget)}–${dollars(filters.maxBudget)}`
      : filters.minBudget !== null
        ? `from ${dollars(filters.minBudget)}`
        : filters.maxBudget !== null
          ? `up to ${dollars(filters.maxBudget)}`
          : '';
  const parts = [
    filters.keywords.trim(),
    filters.remote === 'remote' ? 'Remote' : filters.remote === 'inPerson' ? 'In person' : '',
    filters.near && filters.withinKm ? `within ${filters.withinKm} km of ${filters.near.split(',')[0]}` : '',
    budget,
  ];
  return parts.filter(Boolean).join(' · ') || 'Every task';
}

/** The query of GET /api/tasks/getAllTasks for some task filters (only what is set). */
export function toTaskSearchQuery(filters: TaskSearchFilters) {
  return {
    ...(filters.keywords.trim() ? { keywords: filters.keywords.trim() } : {}),
    ...(filters.near && filters.withinKm !== null && filters.remote !== 'remote'
      ? { near: filters.near, withinKm: filters.withinKm }
      : {}),
    ...(filters.minBudget !== null ? { minBudget: filters.minBudget } : {}),
    ...(filters.maxBudget !== null ? { maxBudget: filters.maxBudget } : {}),
    ...(filters.remote !== 'any' ? { remote: filters.remote } : {}),
  };
}
