import { Type, type Static } from 'typebox';
import { CREDENTIAL_TYPE_KEYS } from '../credentials/rules';
import { MAX_DISTANCE_KM, MAX_MIN_PAY } from '../listings/rules';
import { DAYS } from '../posts/rules';
import { MAX_TASK_BUDGET } from '../tasks/rules';
import { MAX_KEYWORDS_LENGTH, REMOTE_CHOICES, SEARCH_KINDS } from './rules';

export * from './rules';
export * from '../filters/search-addresses';

// Saved searches and their alerts.

const Entries = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 20 });
const Distance = Type.Union([Type.Integer({ minimum: 1, maximum: MAX_DISTANCE_KM }), Type.Null()]);
const Budget = Type.Union([Type.Number({ minimum: 0, maximum: MAX_TASK_BUDGET }), Type.Null()]);

export const ListingSearchFiltersSchema = Type.Object(
  {
    jobs: Entries,
    days: Type.Array(Type.Enum(DAYS), { maxItems: 7, uniqueItems: true }),
    locations: Entries,
    certificates: Entries,
    /** Credential badges the worker must have (/find-worker only; empty for jobs). */
    verified: Type.Array(Type.Enum(CREDENTIAL_TYPE_KEYS), { maxItems: CREDENTIAL_TYPE_KEYS.length, uniqueItems: true }),
    near: Type.String({ maxLength: 200 }),
    withinKm: Distance,
    /** The least pay an hour, in dollars (/find-work only; searches saved before it have none). */
    minPay: Type.Optional(Type.Union([Type.Number({ exclusiveMinimum: 0, maximum: MAX_MIN_PAY }), Type.Null()])),
  },
  { additionalProperties: false },
);

export const TaskSearchFiltersSchema = Type.Object(
  {
    keywords: Type.String({ maxLength: MAX_KEYWORDS_LENGTH }),
    near: Type.String({ maxLength: 200 }),
    withinKm: Distance,
    minBudget: Budget,
    maxBudget: Budget,
    remote: Type.Enum(REMOTE_CHOICES),
  },
  { additionalProperties: false },
);

/**
 * POST /api/savedSearches: the filters of the page the search was saved on. The route takes `filters`
 * as an object and checks it against the kind's schema (ListingSearchFiltersSchema for 'job' and
 * 'worker', TaskSearchFiltersSchema for 'task'), so that a bad filter is named as such.
 */
export const NewSavedSearchBody = Type.Object(
  { kind: Type.Enum(SEARCH_KINDS), filters: Type.Object({}) },
  { additionalProperties: false },
);
export type NewSavedSearch =
  | { kind: 'job' | 'worker'; filters: Static<typeof ListingSearchFiltersSchema> }
  | { kind: 'task'; filters: Static<typeof TaskSearchFiltersSchema> };

export const SavedSearch = Type.Object({
  _id: Type.String(),
  kind: Type.Enum(SEARCH_KINDS),
  /** The filters as saved (ListingSearchFilters or TaskSearchFilters, by kind). */
  filters: Type.Unknown(),
  summary: Type.String(),
  paused: Type.Boolean(),
  /** Matches also go into the daily e-mail digest (the bell always has them). */
  emailDigest: Type.Boolean(),
  createdOn: Type.String(),
});
export type SavedSearch = Static<typeof SavedSearch>;

/** PATCH /api/savedSearches/:searchId: pause or resume it, turn its e-mails on or off. */
export const SavedSearchChange = Type.Object(
  { paused: Type.Optional(Type.Boolean()), emailDigest: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export type SavedSearchChange = Static<typeof SavedSearchChange>;

export const SavedSearchParams = Type.Object({ searchId: Type.String({ format: 'uuid' }) });
export const UnsubscribeQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 300 }) });

/** GET /api/tasks/getAllTasks's filters: the All Tasks search, as a saved task search keeps it. */
export const TaskSearchQuery = Type.Object(
  {
    keywords: Type.Optional(Type.String({ maxLength: MAX_KEYWORDS_LENGTH })),
    near: Type.Optional(Type.String({ maxLength: 200 })),
    withinKm: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DISTANCE_KM })),
    minBudget: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_TASK_BUDGET })),
    maxBudget: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_TASK_BUDGET })),
    remote: Type.Optional(Type.Enum(REMOTE_CHOICES)),
  },
  { additionalProperties: false },
);
export type TaskSearchQuery = Static<typeof TaskSearchQuery>;
