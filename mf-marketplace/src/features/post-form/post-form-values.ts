import type { Availability, OwnPost, PostFields, PostKind, User } from '@fairgo/shared/contract';
import {
  belowFloor,
  DAYS,
  normalPhone,
  PHONE_RULE,
  toCents,
  type BelowFloorReason,
  type Gender,
  type Hours,
  type Pay,
  type PayKind,
} from '@fairgo/shared/rules';

/**
 * The form's values: PostFields, with certificates as editable rows, badges as one text, and a job's
 * pay and hours as the texts typed. A gender is '' until the worker chooses one.
 */
export type PostFormValues = Omit<
  PostFields,
  'termsAccepted' | 'badges' | 'gender' | 'yearsExperience' | 'businessName' | 'pay' | 'hours' | 'payBelowFloorReason'
> & {
  termsAccepted: boolean;
  badges: string;
  gender: Gender | '';
  yearsExperience: number;
  businessName: string;
  payKind: PayKind;
  payAmount: string;
  hoursPerWeek: string;
  shiftStart: string;
  shiftEnd: string;
  payBelowFloorReason: BelowFloorReason | '';
};

export const allDays = (): Availability => Object.fromEntries(DAYS.map((day) => [day, true])) as Availability;

const dollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** product.md#records defaults, with name, e-mail and phone from the stored user (product.md#posting-form); or the post to edit. */
export function initialValues(user: User | null, post?: OwnPost): PostFormValues {
  const blank = {
    businessName: user?.company ?? '',
    payKind: 'hour',
    payAmount: '',
    hoursPerWeek: '',
    shiftStart: '',
    shiftEnd: '',
    payBelowFloorReason: '',
    gender: '',
    yearsExperience: 0,
  } satisfies Partial<PostFormValues>;
  if (post) {
    const {
      _id: _ignoredId,
      postCreatedAt: _ignoredDate,
      badges,
      gender,
      yearsExperience,
      businessName,
      pay,
      hours,
      payBelowFloorReason,
      ...fields
    } = post;
    // product.md#states: in edit mode termsAccepted is true.
    return {
      ...blank,
      ...fields,
      badges: badges.join(', '),
      certificates: fields.certificates.length ? fields.certificates : [''],
      termsAccepted: true,
      gender: gender ?? '',
      yearsExperience: yearsExperience ?? 0,
      businessName: businessName ?? '',
      payKind: pay?.kind ?? 'hour',
      payAmount: pay ? dollars(pay.cents) : '',
      hoursPerWeek: hours?.perWeek ? String(hours.perWeek) : '',
      shiftStart: hours?.shiftStart ?? '',
      shiftEnd: hours?.shiftEnd ?? '',
      payBelowFloorReason: payBelowFloorReason ?? '',
    };
  }
  return {
    ...blank,
    name: user?.name ?? '',
    job: '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    location: '',
    badges: '',
    certificates: [''],
    availability: allDays(),
    sharePhone: false,
    description: '',
    termsAccepted: false,
    policeCheck: false,
  };
}

export const PHONE_MESSAGE = PHONE_RULE;
export const EMAIL_MESSAGE = 'Please enter a valid email address.';
export const TERMS_MESSAGE = 'You must accept the terms and conditions to proceed.';
export const BUSINESS_MESSAGE = 'Please enter the name of the business.';
export const PAY_MESSAGE = 'Please state the pay.';
export const PAY_AMOUNT_MESSAGE = 'Enter the pay in dollars, like 34.50.';
export const SHIFT_MESSAGE = 'Give both the start and the end of the shift.';
export const REASON_MESSAGE =
  'This rate is under the adult casual minimum: raise it, or choose the reason the law allows.';

/** The pay typed ('34.50', '$1,200'), in cents; NaN when it is not an amount, null when empty. */
export function payCents(amount: string): number | null {
  const text = amount.replace(/[$,\s]/g, '');
  if (!text) return null;
  return /^\d{1,5}(\.\d{1,2})?$/.test(text) && Number(text) > 0 ? toCents(Number(text)) : Number.NaN;
}

/** A job's pay and hours as the contract states them, from the texts typed. */
export function payAndHours(values: PostFormValues): { pay: Pay | null; hours: Hours | null } {
  const cents = payCents(values.payAmount);
  const perWeek = Number(values.hoursPerWeek);
  const hours: Hours = {
    ...(values.hoursPerWeek.trim() && Number.isInteger(perWeek) ? { perWeek } : {}),
    ...(values.shiftStart ? { shiftStart: values.shiftStart } : {}),
    ...(values.shiftEnd ? { shiftEnd: values.shiftEnd } : {}),
  };
  return {
    pay: cents === null || Number.isNaN(cents) ? null : { kind: values.payKind, cents },
    hours: Object.keys(hours).length ? hours : null,
  };
}

/** Today in Sydney, 'YYYY-MM-DD': the day a pay floor is judged on, as the server judges it. */
export const sydneyToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(now);

/**
 * What a job post needs beyond the contract: a business name, pay on a new post (the spec's calls
 * may omit it; this form does not), a whole shift, and a reason for a rate under the floor.
 */
export function jobFormErrors(values: PostFormValues, { isNew, today }: { isNew: boolean; today: string }) {
  const errors: Partial<Record<keyof PostFormValues, string>> = {};
  if (!values.businessName.trim()) errors.businessName = BUSINESS_MESSAGE;
  const cents = payCents(values.payAmount);
  if (Number.isNaN(cents)) errors.payAmount = PAY_AMOUNT_MESSAGE;
  else if (cents === null && isNew) errors.payAmount = PAY_MESSAGE;
  if (Boolean(values.shiftStart) !== Boolean(values.shiftEnd)) errors.shiftEnd = SHIFT_MESSAGE;
  const { pay, hours } = payAndHours(values);
  if (belowFloor(pay, hours, today) && !values.payBelowFloorReason) errors.payBelowFloorReason = REASON_MESSAGE;
  return errors;
}

/**
 * product.md#validation: checked on submit in this order, the first failure alerted: a phone number (spaces, dashes,
 * brackets and +61 allowed, kept as digits), an
 * e-mail without spaces, the terms accepted.
 */
export function firstAlert(values: PostFormValues): string | null {
  if (!/^[0-9]{6,15}$/.test(normalPhone(values.phone))) return PHONE_MESSAGE;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) return EMAIL_MESSAGE;
  if (!values.termsAccepted) return TERMS_MESSAGE;
  return null;
}

/**
 * What the form hands its parent: trimmed, empty certificates dropped (product.md#validation), badges as a list; a
 * job's business, pay and hours, or a worker's gender (when chosen) and experience. The terms box is
 * passed as ticked or not, so that the contract refuses a post without it.
 */
export function toPostFields(kind: PostKind, values: PostFormValues): PostFields {
  const common = {
    name: values.name.trim(),
    job: values.job.trim(),
    phone: normalPhone(values.phone),
    email: values.email.trim(),
    location: values.location.trim(),
    description: values.description.trim(),
    badges: values.badges
      .split(',')
      .map((badge) => badge.trim())
      .filter(Boolean),
    certificates: values.certificates.map((certificate) => certificate.trim()).filter(Boolean),
    availability: values.availability,
    sharePhone: values.sharePhone,
    policeCheck: values.policeCheck,
    termsAccepted: values.termsAccepted as true,
  };
  if (kind === 'worker')
    return {
      ...common,
      yearsExperience: Number(values.yearsExperience),
      ...(values.gender ? { gender: values.gender } : {}),
    };
  const { pay, hours } = payAndHours(values);
  return {
    ...common,
    businessName: values.businessName.trim(),
    pay,
    hours,
    payBelowFloorReason: values.payBelowFloorReason || null,
  };
}
