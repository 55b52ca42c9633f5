import { Type, type Static } from 'typebox';
import { Availability, BelowFloorReasonSchema, GenderSchema, HoursSchema, PaySchema } from '../posts/contract';
import { CredentialTypeSchema } from '../credentials/contract';
import { RatingSchema } from '../tasks/contract';
import { LISTING_PAGE_SIZE, LISTING_SORTS, MAX_DISTANCE_KM, MAX_MIN_PAY } from './rules';

export * from './rules';

/**
 * A listing as the find-work and find-worker pages show it (product.md#records): a post with its creator's
 * picture. `phone` and `email` are null unless the viewer may see them (product.md#states, product.md#roles): the server
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
  /** A worker's; a job post never states one. */
  yearsExperience: Type.Union([Type.Integer(), Type.Null()]),
  /** A worker's, when they chose to state it; a job post never states one. */
  gender: Type.Union([GenderSchema, Type.Null()]),
  /** A job post's business, shown on its card in place of the poster's name. */
  businessName: Type.Union([Type.String(), Type.Null()]),
  /** A job post's pay: null when not stated ("Pay not stated"). */
  pay: Type.Union([PaySchema, Type.Null()]),
  hours: Type.Union([HoursSchema, Type.Null()]),
  payBelowFloorReason: Type.Union([BelowFloorReasonSchema, Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  /** Who posted it: their public profile (/people/:userId) and rating. */
  postCreatedBy: Type.Object({
    _id: Type.String(),
    profileImage: Type.Union([Type.String(), Type.Null()]),
    rating: RatingSchema,
    /** Their verified credentials that have not expired: the card's badges. */
    verifiedCredentials: Type.Array(CredentialTypeSchema),
    /** Whether they keep a résumé, which member employers may download. */
    hasResume: Type.Boolean(),
  }),
  /** Kilometres from the suburb of a distance search. */
  distanceKm: Type.Optional(Type.Number()),
  /** How many of the wanted days the listing covers, when sorted by them. */
  matchingDays: Type.Optional(Type.Integer()),
  /** Its place in the list: the next page is the one `after` it (keyset paging, however deep). */
  cursor: Type.Optional(Type.String()),
});
export type Listing = Static<typeof Listing>;
export const Listings = Type.Array(Listing);

/** A list in a query: the parameter repeated (`locations=A&locations=B`), as locations contain commas. */
const QueryList = Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 50 });

/**
 * GET /api/findwork/advisers, /api/findworker/workers and /api/findworker/filterworkers (product.md#api-calls):
 * availability is comma-joined days; jobs and locations are repeated, since a location such as
 * 'Newtown, New South Wales' has a comma of its own. Beyond the spec: certificates, a distance
 * search (`near` a suburb, `withinKm`), a sort, pages (`limit`, and `after` the `cursor` of the last
 * listing of the page before, or `offset`), and a listing to show first.
 */
export const ListingsQuery = Type.Object(
  {
    jobs: Type.Optional(QueryList),
    availability: Type.Optional(Type.String({ maxLength: 200 })),
    locations: Type.Optional(QueryList),
    certificates: Type.Optional(QueryList),
    near: Type.Optional(Type.String({ maxLength: 200 })),
    withinKm: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DISTANCE_KM })),
    sort: Type.Optional(Type.Enum(LISTING_SORTS)),
    /** Only jobs paying at least this an hour, in dollars (/api/findwork only): a post without a known rate never matches. */
    minHourlyRate: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: MAX_MIN_PAY })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: LISTING_PAGE_SIZE })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
    /** The `cursor` of the last listing of the page before: the page after it, read from an index however deep. */
    after: Type.Optional(Type.String({ minLength: 1, maxLength: 300, pattern: '^[A-Za-z0-9_-]+$' })),
    /** Only people with these credentials verified and not expired. */
    verified: Type.Optional(Type.Array(CredentialTypeSchema, { maxItems: 6 })),
    /** A listing to show first whatever the filters (a saved search's alert links to it). */
    listing: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export type ListingsQuery = Static<typeof ListingsQuery>;

/**
 * GET /api/findwork/advisers/total and /api/findworker/workers/total: how many listings a search
 * matches (the listings' query, its page ignored), counted up to LISTING_TOTAL_CAP; `atLeast` when
 * there are more.
 */
export const ListingsTotal = Type.Object({ total: Type.Integer({ minimum: 0 }), atLeast: Type.Boolean() });
export type ListingsTotal = Static<typeof ListingsTotal>;

/** GET /api/google/autocomplete?query=: address predictions (product.md#records). */
export const AddressPrediction = Type.Object({ description: Type.String() });
export const AddressPredictions = Type.Object({ predictions: Type.Array(AddressPrediction) });
export type AddressPredictions = Static<typeof AddressPredictions>;
