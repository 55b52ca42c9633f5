import type { ListingsQuery } from './contract';
import type { CredentialType } from '../credentials/rules';
import { DAYS, type Day } from '../posts/rules';

/** 'pay': highest pay an hour first (/find-work only). */
export const LISTING_SORTS = ['newest', 'days', 'distance', 'pay'] as const;

export type ListingSort = (typeof LISTING_SORTS)[number];

export const LISTING_PAGE_SIZE = 24;

/** A search's total is counted up to this; past it the page says "1,000+". */
export const LISTING_TOTAL_CAP = 1000;

export const MAX_DISTANCE_KM = 500;

/** The highest minimum pay an hour a search may ask for, in dollars. */
export const MAX_MIN_PAY = 500;
export const isMinPay = (value: number) => Number.isFinite(value) && value > 0 && value <= MAX_MIN_PAY;

/** The distances the pages offer (listings, and All Tasks' search). */
export const DISTANCES_KM = [5, 10, 25, 50, 100] as const;

/** What the pages filter by, before it is written into a query. */
export interface ListingFilters {
  jobs: string[];
  days: Day[];
  locations: string[];
  certificates: string[];
  near: string;
  withinKm: number | null;
  sort: ListingSort;
  /** Only people with these credentials verified (/find-worker). */
  verified: CredentialType[];
  /** Only jobs paying at least this much an hour, in dollars (/find-work). */
  minPay: number | null;
}

export const NO_FILTERS: ListingFilters = {
  jobs: [],
  days: [],
  locations: [],
  certificates: [],
  near: '',
  withinKm: null,
  sort: 'newest',
  verified: [],
  minPay: null,
};

/** How many filters are set (the phone's Filters button shows it; the sort is not a filter). */
export const activeListingFilters = (filters: ListingFilters) =>
  [
    filters.jobs.length > 0,
    filters.days.length > 0,
    filters.locations.length > 0,
    filters.certificates.length > 0,
    filters.near !== '' && filters.withinKm !== null,
    filters.verified.length > 0,
    filters.minPay !== null,
  ].filter(Boolean).length;

/** product.md#listing-searches: whether any filter is applied (the sort is not a filter). */
export const hasFilters = (filters: ListingFilters) => activeListingFilters(filters) > 0;

/** The query for a page of listings under some filters. */
export function toListingsQuery(
  filters: ListingFilters,
  page: Pick<ListingsQuery, 'limit' | 'offset' | 'after'> = {},
): ListingsQuery {
  // A sort needs what it sorts by: the wanted days, or the suburb to measure from.
  const sortable =
    (filters.sort === 'days' && filters.days.length) ||
    (filters.sort === 'distance' && filters.near) ||
    filters.sort === 'pay';
  const query: ListingsQuery = { sort: sortable ? filters.sort : 'newest', ...page };
  if (filters.near) query.near = filters.near;
  if (filters.near && filters.withinKm) query.withinKm = filters.withinKm;
  if (filters.days.length) query.availability = filters.days.join(',');
  if (filters.jobs.length) query.jobs = filters.jobs;
  if (filters.locations.length) query.locations = filters.locations;
  if (filters.certificates.length) query.certificates = filters.certificates;
  if (filters.verified.length) query.verified = filters.verified;
  if (filters.minPay !== null) query.minHourlyRate = filters.minPay;
  return query;
}

/** Splits a comma-joined list of the query, dropping empty entries. */
export const splitList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The non-empty entries of a repeated query parameter. */
export const listEntries = (values: string[] | undefined) =>
  (values ?? []).map((value) => value.trim()).filter(Boolean);

export const isDay = (value: string): value is Day => (DAYS as readonly string[]).includes(value);

/**
 * product.md#listing-searches: the location option 'All Adelaide, South Australia' matches any listing whose location
 * contains South Australia. An option 'All <city>, <state>' names the state it stands for.
 */
export const ALL_ADELAIDE = 'All Adelaide, South Australia';

export const stateOfAllOption = (location: string) => /^All [^,]+, (.+)$/.exec(location)?.[1];

/**
 * Filters in a page's address, so a search can be shared, bookmarked and found again by Back:
 * `/find-worker?role=Barista&day=Monday&location=Newtown, New South Wales`. What is not a filter,
 * or not a value a filter takes, is left out when read.
 */
const PARAMS = {
  jobs: 'role',
  locations: 'location',
  certificates: 'certificate',
  days: 'day',
  verified: 'verified',
} as const;

export function filtersToSearch(filters: ListingFilters): string {
  const search = new URLSearchParams();
  for (const [field, param] of Object.entries(PARAMS))
    for (const value of filters[field as keyof typeof PARAMS]) search.append(param, value);
  if (filters.near) search.set('near', filters.near);
  if (filters.near && filters.withinKm) search.set('within', String(filters.withinKm));
  if (filters.minPay !== null) search.set('minPay', String(filters.minPay));
  if (filters.sort !== NO_FILTERS.sort) search.set('sort', filters.sort);
  return search.toString();
}

export function filtersFromSearch(query: string, isVerifiable: (value: string) => boolean): ListingFilters {
  const search = new URLSearchParams(query);
  const all = (param: string) =>
    [...new Set(search.getAll(param).map((value) => value.trim()))].filter(Boolean).slice(0, 20);
  const within = Number(search.get('within'));
  const sort = search.get('sort') ?? '';
  const minPay = Number(search.get('minPay'));
  return {
    jobs: all(PARAMS.jobs),
    locations: all(PARAMS.locations),
    certificates: all(PARAMS.certificates),
    days: all(PARAMS.days).filter(isDay),
    verified: all(PARAMS.verified).filter(isVerifiable) as CredentialType[],
    near: search.get('near')?.trim() ?? '',
    withinKm: (DISTANCES_KM as readonly number[]).includes(within) ? within : null,
    sort: (LISTING_SORTS as readonly string[]).includes(sort) ? (sort as ListingSort) : NO_FILTERS.sort,
    minPay: search.get('minPay') && isMinPay(minPay) ? minPay : null,
  };
}
