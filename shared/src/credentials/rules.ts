// Verified credentials: the checks and tickets a worker can prove, what a document may be,
// and when the badge goes.

/** The credentials a worker can add, with the names people know them by. */
export const CREDENTIAL_TYPES = {
  policeCheck: 'Police check',
  wwcc: 'Working With Children Check',
  whiteCard: 'White Card',
  firstAid: 'First Aid',
  rsa: 'RSA',
  ndisScreening: 'NDIS Worker Screening',
} as const;
export type CredentialType = keyof typeof CREDENTIAL_TYPES;
export const CREDENTIAL_TYPE_KEYS = Object.keys(CREDENTIAL_TYPES) as CredentialType[];

/** Where a credential applies: a state or territory, or all of Australia (a national police check). */
export const CREDENTIAL_STATES = ['National', 'ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type CredentialState = (typeof CREDENTIAL_STATES)[number];

export const CREDENTIAL_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

/** A credential's document: a photo or scan (PNG, JPEG, WebP) or a PDF, checked by its bytes. */
export const CREDENTIAL_DOCUMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export const MAX_CREDENTIAL_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** The worker is reminded this many days before a verified credential expires. */
export const CREDENTIAL_REMINDER_DAYS = 30;
/** An expiry further ahead than this is a typing mistake. */
export const MAX_CREDENTIAL_YEARS = 10;

/** How many credentials one person keeps: two of each type (a renewal beside the one it replaces) and to spare. */
export const MAX_CREDENTIALS_PER_USER = 15;
export const MAX_REJECT_REASON = 300;
