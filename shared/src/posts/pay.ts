import { formatMoney } from '../rules/numbers';

// What a job post pays, and the legal floor an hourly rate is checked against.

/** A job's pay: an hourly rate, or a fixed amount per shift, in AUD cents. */
export const PAY_KINDS = ['hour', 'shift'] as const;
export type PayKind = (typeof PAY_KINDS)[number];
export interface Pay {
  kind: PayKind;
  cents: number;
}

/** The hours of a job, when stated: a week's hours, or a shift's start and end ('HH:MM', 24-hour). */
export interface Hours {
  perWeek?: number;
  shiftStart?: string;
  shiftEnd?: string;
}

export const MAX_PAY_CENTS = 1_000_000;
export const MAX_HOURS_PER_WEEK = 60;
export const SHIFT_TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/**
 * The National Minimum Wage for an adult, by the date it took effect (from the first full pay period
 * on or after it), as each Annual Wage Review of the Fair Work Commission set it. A new decision is
 * one new row; the rows are in date order.
 */
export interface WageFloor {
  /** The first day it applies, 'YYYY-MM-DD'. */
  from: string;
  /** The adult National Minimum Wage, an hour. */
  minimumCents: number;
  /** The decision that set it. */
  source: string;
}

export const NATIONAL_MINIMUM_WAGES: readonly WageFloor[] = [
  { from: '2025-07-01', minimumCents: 2495, source: 'Fair Work Commission, Annual Wage Review 2024–25' },
  { from: '2026-07-01', minimumCents: 2644, source: 'Fair Work Commission, Annual Wage Review 2025–26' },
];

/** Casual employees are paid a loading on top of the minimum, for the leave they do not get. */
export const CASUAL_LOADING_PERCENT = 25;

/** The Fair Work Ombudsman's pay calculator, for the award rate of a particular job. */
export const PAY_CALCULATOR_URL = 'https://calculate.fairwork.gov.au/';

/** The floor for an adult casual on a day ('YYYY-MM-DD'): the minimum with the casual loading. */
export function casualFloorOn(day: string): (WageFloor & { casualCents: number }) | undefined {
  const floor = NATIONAL_MINIMUM_WAGES.filter((row) => row.from <= day).at(-1);
  if (!floor) return undefined;
  return { ...floor, casualCents: Math.round((floor.minimumCents * (100 + CASUAL_LOADING_PERCENT)) / 100) };
}

/** The reasons the law allows an adult casual floor not to apply; a post paying less names one. */
export const BELOW_FLOOR_REASONS = {
  junior: 'Junior rate (under 21)',
  apprentice: 'Apprentice or trainee rate',
  supportedWage: 'Supported wage (assessed capacity)',
} as const;
export type BelowFloorReason = keyof typeof BELOW_FLOOR_REASONS;
export const BELOW_FLOOR_REASON_KEYS = Object.keys(BELOW_FLOOR_REASONS) as BelowFloorReason[];

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A shift's length in hours; a shift ending at or before it starts ends the next day. */
export function shiftHours(hours: Hours | null | undefined): number | null {
  if (!hours?.shiftStart || !hours.shiftEnd) return null;
  const minutes = (minutesOf(hours.shiftEnd) - minutesOf(hours.shiftStart) + 24 * 60) % (24 * 60) || 24 * 60;
  return minutes / 60;
}

/**
 * What a job pays an hour, in cents: its rate, or a shift's amount over the shift's hours. Unknown
 * (null) when no pay is stated, or a shift's times are not: such a post never matches a pay filter.
 */
export function hourlyCents(pay: Pay | null | undefined, hours: Hours | null | undefined): number | null {
  if (!pay) return null;
  if (pay.kind === 'hour') return pay.cents;
  const length = shiftHours(hours);
  return length ? Math.round(pay.cents / length) : null;
}

/** '$34.50 an hour', '$180 a shift'. */
export const formatPay = (pay: Pay) => `${formatMoney(pay.cents)} ${pay.kind === 'hour' ? 'an hour' : 'a shift'}`;

/** '9:00 am' from '09:00'. */
export function formatShiftTime(time: string): string {
  const hour = Number(time.slice(0, 2));
  return `${hour % 12 || 12}:${time.slice(3, 5)} ${hour < 12 ? 'am' : 'pm'}`;
}

/** '38 hours a week', '9:00 am–5:00 pm', or both; empty when no hours are stated. */
export function formatHours(hours: Hours | null | undefined): string {
  if (!hours) return '';
  const parts: string[] = [];
  if (hours.perWeek) parts.push(`${hours.perWeek} ${hours.perWeek === 1 ? 'hour' : 'hours'} a week`);
  if (hours.shiftStart && hours.shiftEnd)
    parts.push(`${formatShiftTime(hours.shiftStart)}–${formatShiftTime(hours.shiftEnd)}`);
  return parts.join(', ');
}

/**
 * Whether a job's pay is below the adult casual floor on a day: its hourly rate (or a shift's, when
 * the shift's times are stated) under the floor then in force.
 */
export function belowFloor(pay: Pay | null | undefined, hours: Hours | null | undefined, day: string) {
  const hourly = hourlyCents(pay, hours);
  const floor = casualFloorOn(day);
  return hourly !== null && floor !== undefined && hourly < floor.casualCents ? floor : undefined;
}
