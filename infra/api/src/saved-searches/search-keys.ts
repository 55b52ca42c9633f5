import {
  describeListingSearch,
  describeTaskSearch,
  formatMoney,
  MAX_TASK_BUDGET,
  stateOfAllOption,
  toCents,
  wordsOf,
  type ListingSearchFilters,
  type NewSavedSearch,
  type TaskSearchFilters,
} from '@fairgo/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { SavedSearchesTable, SearchKind } from '../db/schema-discovery';
import { boxAround } from '../lib/distance';
import { badRequest } from '../lib/http-errors';

// The keys a saved search and a new post are matched on (migration 009): a post reaches a search
// when they share a key (a role and a place together), and the search's days, certificates and
// keywords are all in the post's. See matching.ts for the checks the keys leave.

const ANYWHERE = '*';
const REMOTE = 'remote';

const cellOf = (latitude: number, longitude: number) => `cell:${Math.floor(latitude)}:${Math.floor(longitude)}`;

/** The 1° cells a circle of `km` around a point touches (a distance search's place keys). */
function cellsAround(latitude: number, longitude: number, km: number): string[] {
  const { latitudes, longitudes } = boxAround(latitude, longitude, km);
  const cells: string[] = [];
  for (let lat = Math.floor(latitudes[0]); lat <= Math.floor(latitudes[1]); lat += 1)
    for (let lon = Math.floor(longitudes[0]); lon <= Math.floor(longitudes[1]); lon += 1) cells.push(cellOf(lat, lon));
  return cells;
}

const locationKey = (location: string) => {
  const state = stateOfAllOption(location);
  return state ? `state:${state.toLowerCase()}` : `loc:${location.trim().toLowerCase()}`;
};
/** 'Glenelg, South Australia' is in the state of 'All Adelaide, South Australia'. */
const stateKey = (location: string) => `state:${location.split(',').pop()!.trim().toLowerCase()}`;

/** Every role with every place: 'job:barista@loc:newtown, new south wales'. */
const keysOf = (roles: string[], places: string[]) => [
  ...new Set(roles.flatMap((role) => places.map((place) => `${role}@${place}`))),
];

const entries = (values: string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))];

/** A search's row: its normalised filters, a summary, and its keys. Throws a 400 naming a bad filter. */
export function savedSearchRow(
  app: FastifyInstance,
  userId: string,
  search: NewSavedSearch,
): Insertable<SavedSearchesTable> {
  const origin = search.filters.near.trim() ? app.suburbs.find(search.filters.near.trim()) : undefined;
  if (search.filters.near.trim() && !origin)
    throw badRequest(`filters.near: '${search.filters.near}' is not a suburb we know.`);
  if (search.filters.withinKm !== null && !origin)
    throw badRequest('filters.near: choose the suburb to measure the distance from.');
  const distance =
    origin && search.filters.withinKm !== null
      ? { near_latitude: origin.latitude, near_longitude: origin.longitude, within_km: search.filters.withinKm }
      : { near_latitude: null, near_longitude: null, within_km: null };
  const near = distance.within_km !== null ? origin!.location : '';

  if (search.kind === 'task') {
    const { minBudget, maxBudget, remote } = search.filters;
    if (minBudget !== null && maxBudget !== null && minBudget > maxBudget)
      throw badRequest('filters.maxBudget: must be at least the minimum budget.');
    if ((maxBudget ?? 0) > MAX_TASK_BUDGET) throw badRequest('filters.maxBudget: is over the largest budget.');
    // A remote task has no place: a distance means nothing for a search of remote tasks only.
    const placed = remote === 'remote' ? { near_latitude: null, near_longitude: null, within_km: null } : distance;
    const filters: TaskSearchFilters = {
      keywords: search.filters.keywords.trim().replace(/\s+/g, ' '),
      near: placed.within_km !== null ? near : '',
      withinKm: placed.within_km,
      minBudget,
      maxBudget,
      remote,
    };
    const placeKeys =
      remote === 'remote'
        ? [REMOTE]
        : placed.within_km !== null
          ? [
              ...cellsAround(placed.near_latitude!, placed.near_longitude!, placed.within_km),
              ...(remote === 'any' ? [REMOTE] : []),
            ]
          : [ANYWHERE];
    return {
      user_id: userId,
      kind: 'task',
      filters: JSON.stringify(filters),
      summary: describeTaskSearch(filters),
      match_keys: keysOf(['task:*'], placeKeys),
      keywords: wordsOf(filters.keywords),
      ...placed,
      min_budget_cents: minBudget === null ? null : toCents(minBudget),
      max_budget_cents: maxBudget === null ? null : toCents(maxBudget),
      remote,
    };
  }

  const filters: ListingSearchFilters = {
    jobs: entries(search.filters.jobs),
    days: [...new Set(search.filters.days)],
    locations: entries(search.filters.locations),
    certificates: entries(search.filters.certificates),
    // Only /find-worker filters on badges.
    verified: search.kind === 'worker' ? [...new Set(search.filters.verified)] : [],
    near,
    withinKm: distance.within_km,
    // Only job posts state their pay.
    minPay: search.kind === 'job' ? (search.filters.minPay ?? null) : null,
  };
  const roles = filters.jobs.map((job) => `${search.kind}:${job.toLowerCase()}`);
  const placeKeys = filters.locations.length
    ? filters.locations.map(locationKey)
    : distance.within_km !== null
      ? cellsAround(distance.near_latitude!, distance.near_longitude!, distance.within_km)
      : [ANYWHERE];
  return {
    user_id: userId,
    kind: search.kind,
    filters: JSON.stringify(filters),
    summary: describeListingSearch(filters),
    match_keys: keysOf(roles.length ? roles : [`${search.kind}:*`], placeKeys),
    days: filters.days,
    certificates: filters.certificates,
    verified: filters.verified,
    ...distance,
    // A job's least pay an hour is matched as a task's least budget is (matching.ts).
    min_budget_cents: filters.minPay ? toCents(filters.minPay) : null,
  };
}

/** What a new post or task is matched on, and what its alert says. */
export interface MatchSubject {
  kind: SearchKind;
  id: string;
  ownerId: string;
  /** A line about it for the bell and the digest: 'Barista in Glenelg, South Australia'. */
  title: string;
  url: string;
  /** Its role and place keys together (keysOf), as a search's match_keys. */
  matchKeys: string[];
  days: string[];
  certificates: string[];
  /** The poster's live credential badges (a worker's post); searches of verified workers need theirs. */
  verified: string[];
  words: string[];
  latitude: number | null;
  longitude: number | null;
  budgetCents: number | null;
  isRemote: boolean;
}

export interface ListingPost {
  id: string;
  user_id: string;
  name: string;
  job: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  availability: Record<string, boolean>;
  certificates: string[];
  verified: string[];
  /** A job post's pay an hour in cents, when known. */
  pay_hourly_cents: number | null;
}

/** The listing's page with the listing shown first (mf-marketplace reads `listing`). */
export const listingUrl = (kind: 'job' | 'worker', postId: string) =>
  `${kind === 'job' ? '/find-work' : '/find-worker'}?listing=${postId}`;

export function listingSubject(kind: 'job' | 'worker', post: ListingPost): MatchSubject {
  const places = [ANYWHERE, `loc:${post.location.toLowerCase()}`, stateKey(post.location)];
  if (post.latitude !== null && post.longitude !== null) places.push(cellOf(post.latitude, post.longitude));
  return {
    kind,
    id: post.id,
    ownerId: post.user_id,
    title: kind === 'job' ? `${post.job} in ${post.location}` : `${post.name}, ${post.job} in ${post.location}`,
    url: listingUrl(kind, post.id),
    matchKeys: keysOf([`${kind}:*`, `${kind}:${post.job.toLowerCase()}`], places),
    days: Object.entries(post.availability)
      .filter(([, available]) => available)
      .map(([day]) => day),
    certificates: post.certificates,
    verified: post.verified,
    words: [],
    latitude: post.latitude,
    longitude: post.longitude,
    // A job's pay an hour, for a search's least pay; unknown pay matches no such search.
    budgetCents: post.pay_hourly_cents,
    isRemote: false,
  };
}

export interface TaskPost {
  id: string;
  owner_id: string;
  title: string;
  description: string;
  original_budget_cents: number;
  latitude: number | null;
  longitude: number | null;
  is_remote: boolean;
}

export function taskSubject(task: TaskPost, url: string): MatchSubject {
  const places = [ANYWHERE];
  if (task.is_remote) places.push(REMOTE);
  else if (task.latitude !== null && task.longitude !== null) places.push(cellOf(task.latitude, task.longitude));
  return {
    kind: 'task',
    id: task.id,
    ownerId: task.owner_id,
    title: `${task.title} (${formatMoney(task.original_budget_cents)})`,
    url,
    matchKeys: keysOf(['task:*'], places),
    days: [],
    certificates: [],
    verified: [],
    words: wordsOf(`${task.title} ${task.description}`),
    latitude: task.latitude,
    longitude: task.longitude,
    budgetCents: task.original_budget_cents,
    isRemote: task.is_remote,
  };
}
