import { Type, type Static } from 'typebox';
import { Email } from '../contract/common';
import { DAYS, type Day, MAX_POST_DESCRIPTION } from './rules';
import { BELOW_FLOOR_REASON_KEYS, MAX_HOURS_PER_WEEK, MAX_PAY_CENTS, PAY_KINDS, SHIFT_TIME_PATTERN } from './pay';
import { MAX_NAME } from '../accounts/rules';

export * from './rules';
export * from './pay';

export const Availability = Type.Object(
  Object.fromEntries(DAYS.map((day) => [day, Type.Boolean()])) as Record<Day, ReturnType<typeof Type.Boolean>>,
  { additionalProperties: false },
);
export type Availability = Record<Day, boolean>;

const text = (max: number) => Type.String({ minLength: 1, maxLength: max });

export const GenderSchema = Type.Union([Type.Literal('Male'), Type.Literal('Female'), Type.Literal('Other')]);

/** A job's pay: an hourly rate or an amount per shift, in AUD cents. */
export const PaySchema = Type.Object(
  { kind: Type.Enum(PAY_KINDS), cents: Type.Integer({ minimum: 1, maximum: MAX_PAY_CENTS }) },
  { additionalProperties: false },
);
const ShiftTime = Type.String({ pattern: SHIFT_TIME_PATTERN });
/** A job's hours, when stated: hours a week, a shift's start and end, or both. */
export const HoursSchema = Type.Object(
  {
    perWeek: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_HOURS_PER_WEEK })),
    shiftStart: Type.Optional(ShiftTime),
    shiftEnd: Type.Optional(ShiftTime),
  },
  { additionalProperties: false },
);
export const BelowFloorReasonSchema = Type.Enum(BELOW_FLOOR_REASON_KEYS);

/**
 * What the posting form sends for both kinds of post (product.md#records), checked in the
 * form and again by the server. A job post states a business name and its pay and hours, and never
 * a gender or years of experience (both are ignored if sent); a worker states a gender only if they
 * choose to. Pay is optional here so that the spec's calls keep working; the form asks for it.
 */
export const PostFields = Type.Object(
  {
    name: text(MAX_NAME),
    job: text(100),
    phone: Type.String({ pattern: '^[0-9]{6,15}$' }),
    email: Email,
    location: text(200),
    badges: Type.Array(Type.String({ maxLength: 50 }), { maxItems: 20 }),
    certificates: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 }),
    availability: Availability,
    sharePhone: Type.Boolean(),
    description: Type.String({ maxLength: MAX_POST_DESCRIPTION }),
    termsAccepted: Type.Literal(true),
    policeCheck: Type.Boolean(),
    yearsExperience: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 80 }), Type.Null()])),
    gender: Type.Optional(Type.Union([GenderSchema, Type.Null()])),
    businessName: Type.Optional(Type.Union([text(100), Type.Null()])),
    pay: Type.Optional(Type.Union([PaySchema, Type.Null()])),
    hours: Type.Optional(Type.Union([HoursSchema, Type.Null()])),
    /** Why a job pays under the adult casual floor; required when it does. */
    payBelowFloorReason: Type.Optional(Type.Union([BelowFloorReasonSchema, Type.Null()])),
  },
  { additionalProperties: false },
);
export type PostFields = Static<typeof PostFields>;

/** PUT /api/findwork/update and /api/findworker/update: the post's id and its new fields. */
export const PostUpdate = Type.Object(
  { _id: Type.String({ format: 'uuid' }), ...PostFields.properties },
  {
    additionalProperties: false,
  },
);
export type PostUpdate = Static<typeof PostUpdate>;

/** DELETE /api/findwork/delete and /api/findworker/delete. */
export const PostId = Type.Object({ _id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
export type PostId = Static<typeof PostId>;

/** A post as its owner sees it on the profile (product.md#records). */
export const OwnPost = Type.Object({
  _id: Type.String(),
  postCreatedAt: Type.String(),
  ...PostFields.properties,
});
export type OwnPost = Static<typeof OwnPost>;
export const OwnPosts = Type.Array(OwnPost);

/** GET /api/findwork/advisersposts and /api/findworker/workerposts: `email` is the caller's own. */
export const OwnPostsQuery = Type.Object({ email: Type.Optional(Type.String({ maxLength: 254 })) });

/** Which list a post belongs to: job posts (find-work) or looking-for-work posts (find-worker). */
export type PostKind = 'job' | 'worker';

export const JobRolesReply = Type.Object({ JobRoles: Type.Array(Type.String()) });
export type JobRolesReply = Static<typeof JobRolesReply>;
export const CertificateOptionsReply = Type.Object({ CertificateOptions: Type.Array(Type.String()) });
export type CertificateOptionsReply = Static<typeof CertificateOptionsReply>;
export const OptionsQuery = Type.Object({ query: Type.Optional(Type.String({ maxLength: 100 })) });
