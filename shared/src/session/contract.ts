import { Type, type Static } from 'typebox';
import type { Role as RoleName } from './rules';

export * from './rules';

export const Role = Type.Union([Type.Literal('worker'), Type.Literal('employer'), Type.Literal('both')]);
// The schema's name hides the rule's type of the same name from `export *`.
export type Role = RoleName;

/** The user as the login answer carries it and as it is stored under the `user` key (product.md#records). */
export const User = Type.Object({
  /** Their public profile is /people/:_id. */
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  role: Role,
  profileImage: Type.Union([Type.String(), Type.Null()]),
  /** ISO date-time; null when the user never bought a membership. */
  membershipExpires: Type.Union([Type.String(), Type.Null()]),
  location: Type.String(),
  company: Type.Union([Type.String(), Type.Null()]),
  isAdmin: Type.Boolean(),
});
export type User = Static<typeof User>;
