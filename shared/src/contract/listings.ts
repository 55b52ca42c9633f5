import { Type, type Static } from 'typebox';
import { Availability, DAYS, PostFields, type Day } from './posts';

/**
 * A listing as the find-work and find-worker pages show it (spec §3): a post with its creator's
 * picture. `phone` and `email` are null unless the viewer may see them (spec §4, §6): the server
 * never sends them to a visitor, a worker or an employer without a live membership.
 */
export const Listing = Type.Object({
  _id: Type.String(),
  postCreatedAt: Type.String(),
  name: Type.String(),
  job: Type.String(),
  location: Type.String(),
  description: Type.String(),
  badges: Type.Array(Type.String()),
  certificates: Type.Array(Type.String()),
  availability: Availability,
  sharePhone: Type.Boolean(),
  policeCheck: Type.Boolean(),
  yearsExperience: Type.Integer(),
  gender: PostFields.properties.gender,
  phone: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  postCreatedBy: Type.Object({ profileImage: Type.Union([Type.String(), Type.Null()]) }),
  /** Kilometres from the suburb of a distance search. */
  distanceKm: Type.Optional(Type.Number()),
  /** How many of the wanted days the listing covers, when sorted by them. */
  matchingDays: Type.Optional(Type.Integer()),
});
export type Listing = Static<typeof Listing>;
export const Listings = Type.Array(Listing);

export const LISTING_SORTS = ['newest', 'days', 'distance'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const LISTING_PAGE_SIZE = 24;
export const MAX_DISTANCE_KM = 500;

/** A list in a query: the parameter repeated (`locations=A&locations=B`), as locations contain commas. */
const QueryList = Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 50 });

/**
 * GET /api/findwork/advisers, /api/findworker/workers and /api/findworker/filterworkers (spec §7):
 * availability is comma-joined days; jobs and locations are repeated, since a location such as
 * 'Newtown, New South Wales' has a comma of its own. Beyond the spec: certificates, a distance
 * search (`near` a suburb, `withinKm`), a sort, and pages (`limit`, `offset`).
 */
export const ListingsQuery = Type.Object(
  {
    jobs: Type.Optional(QueryList),
    availability: Type.Optional(Type.String({ maxLength: 200 })),
    locations: Type.Optional(QueryList),
    certificates: Type.Optional(QueryList),
    near: Type.Optional(Type.String({ maxLength: 200 })),
    withinKm: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DISTANCE_KM })),
    sort: Type.Optional(Type.Union([Type.Literal('newest'), Type.Literal('days'), Type.Literal('distance')])),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: LISTING_PAGE_SIZE })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
  },
  { additionalProperties: false },
);
export type ListingsQuery = Static<typeof ListingsQuery>;

/** What the pages filter by, before it is written into a query. */
export interface ListingFilters {
  jobs: string[];
  days: Day[];
  locations: string[];
  certificates: string[];
  near: string;
  withinKm: number | null;
  sort: ListingSort;
}

export const NO_FILTERS: ListingFilters = {
  jobs: [],
  days: [],
  locations: [],
  certificates: [],
  near: '',
  withinKm: null,
  sort: 'newest',
};

/** Spec §4: whether any filter is applied (the sort is not a filter). */
export const hasFilters = (filters: ListingFilters) =>
  filters.jobs.length + filters.days.length + filters.locations.length + filters.certificates.length > 0 ||
  (filters.near !== '' && filters.withinKm !== null);

/** The query for a page of listings under some filters. */
export function toListingsQuery(filters: ListingFilters, page: { limit: number; offset: number }): ListingsQuery {
  // A sort needs what it sorts by: the wanted days, or the suburb to measure from.
  const sortable = (filters.sort === 'days' && filters.days.length) || (filters.sort === 'distance' && filters.near);
  const query: ListingsQuery = { sort: sortable ? filters.sort : 'newest', ...page };
  if (filters.near) query.near = filters.near;
  if (filters.near && filters.withinKm) query.withinKm = filters.withinKm;
  if (filters.days.length) query.availability = filters.days.join(',');
  if (filters.jobs.length) query.jobs = filters.jobs;
  if (filters.locations.length) query.locations = filters.locations;
  if (filters.certificates.length) query.certificates = filters.certificates;
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
 * Spec §4: the location option 'All Adelaide, South Australia' matches any listing whose location
 * contains South Australia. An option 'All <city>, <state>' names the state it stands for.
 */
export const ALL_ADELAIDE = 'All Adelaide, South Australia';
export const stateOfAllOption = (location: string) => /^All [^,]+, (.+)$/.exec(location)?.[1];

/**
 * Who may see a listing's contact details (spec §4, §6): employers and "both" with a live
 * membership. Everyone else sees blurred sample values, and learns why when they click them.
 */
export type ContactAccess = 'granted' | 'signIn' | 'employersOnly' | 'membership';
export function contactAccess(
  viewer: { role: string; membershipExpires: string | Date | null | undefined } | null,
  now: Date = new Date(),
): ContactAccess {
  if (!viewer) return 'signIn';
  if (viewer.role !== 'employer' && viewer.role !== 'both') return 'employersOnly';
  if (!viewer.membershipExpires || new Date(viewer.membershipExpires).getTime() < now.getTime()) return 'membership';
  return 'granted';
}

/** GET /api/google/autocomplete?query=: address predictions (spec §3 "Address prediction"). */
export const AddressPrediction = Type.Object({ description: Type.String() });
export const AddressPredictions = Type.Object({ predictions: Type.Array(AddressPrediction) });
export type AddressPredictions = Static<typeof AddressPredictions>;
