import { Type, type Static } from 'typebox';
import { CREDENTIAL_STATES, CREDENTIAL_STATUSES, CREDENTIAL_TYPE_KEYS, MAX_REJECT_REASON } from './rules';

export * from './rules';

// Verified credentials.

export const CredentialTypeSchema = Type.Enum(CREDENTIAL_TYPE_KEYS);

/** POST /api/credentials: the form's text fields (multipart, with an optional `document` file). */
export const NewCredentialFields = Type.Object({
  type: CredentialTypeSchema,
  number: Type.String({ minLength: 3, maxLength: 40, pattern: '^[A-Za-z0-9][A-Za-z0-9 /-]*$' }),
  state: Type.Enum(CREDENTIAL_STATES),
  /** The day it expires, YYYY-MM-DD: a real day, not past. */
  expiresOn: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
});
export type NewCredentialFields = Static<typeof NewCredentialFields>;

export const Credential = Type.Object({
  _id: Type.String(),
  type: CredentialTypeSchema,
  number: Type.String(),
  state: Type.Enum(CREDENTIAL_STATES),
  expiresOn: Type.String(),
  status: Type.Enum(CREDENTIAL_STATUSES),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  /** Past its expiry day: it shows no badge, whatever its status. */
  expired: Type.Boolean(),
  hasDocument: Type.Boolean(),
  createdOn: Type.String(),
});
export type Credential = Static<typeof Credential>;

/** GET /api/credentials/review (admins): every credential with its owner, those waiting first. */
export const CredentialForReview = Type.Intersect([
  Credential,
  Type.Object({ owner: Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String() }) }),
]);
export type CredentialForReview = Static<typeof CredentialForReview>;

export const CredentialParams = Type.Object({ credentialId: Type.String({ format: 'uuid' }) });
export const RejectCredentialBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: MAX_REJECT_REASON }) },
  { additionalProperties: false },
);
