import { Type, type Static } from 'typebox';
import { Email, Password } from '../contract/common';
import { Role, User } from '../session/contract';
import { HOW_DID_YOU_HEAR, MAX_NAME } from './rules';

export * from './rules';

/** POST /api/register (multipart; the optional profileImage file travels beside these fields). */
export const RegisterFields = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: MAX_NAME }),
    email: Email,
    password: Password,
    phone: Type.String({ pattern: '^[0-9]{6,15}$', maxLength: 15 }),
    role: Role,
    location: Type.String({ minLength: 1, maxLength: 200 }),
    company: Type.Optional(Type.String({ maxLength: 200 })),
    howDidYouHearAboutUs: Type.Optional(
      Type.Union([Type.Literal(''), ...HOW_DID_YOU_HEAR.map((source) => Type.Literal(source))]),
    ),
  },
  { additionalProperties: false },
);
export type RegisterFields = Static<typeof RegisterFields>;

/** POST /api/login */
export const LoginBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

/** POST /api/login answers `{ data: { UserObj: { token, user } } }` (product.md#api-calls). */
export const LoginReply = Type.Object({
  data: Type.Object({ UserObj: Type.Object({ token: Type.String(), user: User }) }),
});
export type LoginReply = Static<typeof LoginReply>;

/** POST /api/login/verifyToken: 200 means valid (product.md#api-calls); the answer also carries the current user. */
export const VerifyTokenBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export const VerifyTokenReply = Type.Object({ valid: Type.Literal(true), user: User });
export type VerifyTokenReply = Static<typeof VerifyTokenReply>;

/** POST /api/forgotPassword: 404 when no account has the e-mail. */
export const ForgotPasswordBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }) },
  { additionalProperties: false },
);

/** POST /api/resetPassword: the one-time token from the reset e-mail, and the new password. */
export const ResetPasswordBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }), newPassword: Password },
  { additionalProperties: false },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** POST /api/checkResetLink: whether a reset link can still be used, asked when its page opens. */
export const ResetLinkBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type ResetLinkBody = Static<typeof ResetLinkBody>;
/** Its answer: a dead link is an answer, not a failure (`message` says why, in the words a reset would). */
export const ResetLinkState = Type.Object({ usable: Type.Boolean(), message: Type.String() });
export type ResetLinkState = Static<typeof ResetLinkState>;

/** POST /api/changePassword: 400 when the e-mail and old password do not match an account. */
export const ChangePasswordBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    oldPassword: Type.String({ minLength: 1, maxLength: 128 }),
    newPassword: Password,
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** POST /api/register/updateProfilePicture (multipart, profileImage). */
export const ProfilePictureReply = Type.Object({ profileImageUrl: Type.String() });
export type ProfilePictureReply = Static<typeof ProfilePictureReply>;
