import type { Availability, OwnPost, PostFields, User } from '@fairgo/shared/contract';
import { DAYS, normalPhone, PHONE_RULE } from '@fairgo/shared/rules';

/** The form's values: PostFields, with certificates as editable rows and badges as one text. */
export type PostFormValues = Omit<PostFields, 'termsAccepted' | 'badges'> & {
  termsAccepted: boolean;
  badges: string;
};

export const allDays = (): Availability => Object.fromEntries(DAYS.map((day) => [day, true])) as Availability;

/** Spec §3 defaults, with name, e-mail and phone from the stored user (spec §2); or the post to edit. */
export function initialValues(user: User | null, post?: OwnPost): PostFormValues {
  if (post) {
    const { _id: _ignoredId, postCreatedAt: _ignoredDate, badges, ...fields } = post;
    // Spec §4: in edit mode termsAccepted is true.
    return {
      ...fields,
      badges: badges.join(', '),
      certificates: fields.certificates.length ? fields.certificates : [''],
      termsAccepted: true,
    };
  }
  return {
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
    yearsExperience: 0,
    gender: 'Other',
  };
}

export const PHONE_MESSAGE = PHONE_RULE;
export const EMAIL_MESSAGE = 'Please enter a valid email address.';
export const TERMS_MESSAGE = 'You must accept the terms and conditions to proceed.';

/**
 * Spec §5: checked on submit in this order, the first failure alerted: a phone number (spaces, dashes,
 * brackets and +61 allowed, kept as digits), an
 * e-mail without spaces, the terms accepted.
 */
export function firstAlert(values: PostFormValues): string | null {
  if (!/^[0-9]{6,15}$/.test(normalPhone(values.phone))) return PHONE_MESSAGE;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) return EMAIL_MESSAGE;
  if (!values.termsAccepted) return TERMS_MESSAGE;
  return null;
}

/** What the form hands its parent: trimmed, empty certificates dropped (spec §5), badges as a list. */
export const toPostFields = (values: PostFormValues): PostFields => ({
  ...values,
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
  yearsExperience: Number(values.yearsExperience),
  termsAccepted: true,
});
