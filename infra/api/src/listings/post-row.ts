import {
  belowFloor,
  formatMoney,
  hourlyCents,
  type Hours,
  type Listing,
  type OwnPost,
  type Pay,
  type PostFields,
  type PostKind,
} from '@fairgo/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { JobPostsTable, WorkerPostsTable } from '../db/schema';
import { badRequest } from '../lib/http-errors';
import { sydneyClock } from '../lib/sydney-time';

export type JobPostRow = Selectable<JobPostsTable>;
export type PostRow = JobPostRow | Selectable<WorkerPostsTable>;

/** Both tables are read by one query (search-listings.ts): a job post's row is the one with pay columns. */
const isJobRow = (row: PostRow): row is JobPostRow => 'pay_kind' in row;

/** The columns both kinds of post store their form fields in, with the coordinates of its suburb. */
function commonColumns(app: FastifyInstance, fields: PostFields) {
  const suburb = app.suburbs.find(fields.location);
  return {
    name: fields.name.trim(),
    job: fields.job.trim(),
    phone: fields.phone,
    email: fields.email.trim().toLowerCase(),
    location: fields.location.trim(),
    latitude: suburb?.latitude ?? null,
    longitude: suburb?.longitude ?? null,
    description: fields.description.trim(),
    badges: fields.badges.map((badge) => badge.trim()).filter(Boolean),
    // product.md#validation: empty certificate entries are dropped.
    certificates: fields.certificates.map((certificate) => certificate.trim()).filter(Boolean),
    availability: JSON.stringify(fields.availability),
    share_phone: fields.sharePhone,
    terms_accepted: true,
    police_check: fields.policeCheck,
  };
}

/**
 * A job post's own columns: its business (as given, else the poster's company, else the name on it),
 * its pay and hours. A rate under the adult casual floor of the day is refused unless it names the
 * reason the law allows; a reason is kept only when the rate needs one.
 */
function jobColumns(fields: PostFields, company: string | null, now: Date) {
  const pay = fields.pay ?? null;
  const hours = fields.hours ?? null;
  if (hours && Boolean(hours.shiftStart) !== Boolean(hours.shiftEnd))
    throw badRequest('hours: give both the start and the end of the shift.');
  const floor = belowFloor(pay, hours, sydneyClock(now).day);
  if (floor && !fields.payBelowFloorReason)
    throw badRequest(
      `pay: ${formatMoney(hourlyCents(pay, hours)!)} an hour is under the adult casual minimum of ` +
        `${formatMoney(floor.casualCents)} an hour (${floor.source}, from ${floor.from}). ` +
        'Raise it, or give the reason the law allows for a lower rate (payBelowFloorReason).',
    );
  return {
    business_name: fields.businessName?.trim() || company?.trim() || fields.name.trim(),
    pay_kind: pay?.kind ?? null,
    pay_cents: pay?.cents ?? null,
    pay_hourly_cents: hourlyCents(pay, hours),
    hours_per_week: hours?.perWeek ?? null,
    shift_start: hours?.shiftStart ?? null,
    shift_end: hours?.shiftEnd ?? null,
    pay_below_floor_reason: floor ? fields.payBelowFloorReason! : null,
  };
}

/** The columns a post of a kind stores: a worker's gender only when they chose one. */
export function toPostColumns(
  app: FastifyInstance,
  kind: PostKind,
  fields: PostFields,
  poster: { company: string | null },
) {
  if (kind === 'job') return { ...commonColumns(app, fields), ...jobColumns(fields, poster.company, app.now()) };
  return {
    ...commonColumns(app, fields),
    gender: fields.gender ?? null,
    years_experience: fields.yearsExperience ?? 0,
  };
}

/** What a post states beyond the common fields: a job's business, pay and hours, or a worker's gender and experience. */
export function kindFields(
  row: PostRow,
): Pick<Listing, 'businessName' | 'pay' | 'hours' | 'payBelowFloorReason' | 'gender' | 'yearsExperience'> {
  if (!isJobRow(row))
    return {
      businessName: null,
      pay: null,
      hours: null,
      payBelowFloorReason: null,
      gender: row.gender,
      yearsExperience: row.years_experience,
    };
  const hours: Hours = {
    ...(row.hours_per_week ? { perWeek: row.hours_per_week } : {}),
    ...(row.shift_start && row.shift_end ? { shiftStart: row.shift_start, shiftEnd: row.shift_end } : {}),
  };
  return {
    businessName: row.business_name ?? row.name,
    pay: row.pay_kind && row.pay_cents ? ({ kind: row.pay_kind, cents: row.pay_cents } satisfies Pay) : null,
    hours: Object.keys(hours).length ? hours : null,
    payBelowFloorReason: row.pay_below_floor_reason,
    gender: null,
    yearsExperience: null,
  };
}

/** A post as its owner sees it on the profile (product.md#records). */
export const toOwnPost = (row: PostRow): OwnPost => ({
  _id: row.id,
  postCreatedAt: row.created_at.toISOString(),
  name: row.name,
  job: row.job,
  phone: row.phone,
  email: row.email,
  location: row.location,
  badges: row.badges,
  certificates: row.certificates,
  availability: row.availability,
  sharePhone: row.share_phone,
  description: row.description,
  termsAccepted: true,
  policeCheck: row.police_check,
  ...kindFields(row),
});
