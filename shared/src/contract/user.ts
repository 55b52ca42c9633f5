export const ROLES = ['worker', 'employer', 'both'] as const;
export type Role = (typeof ROLES)[number];

/** The user as the login answer carries it and as it is stored under the `user` key (spec §3). */
export interface User {
  name: string;
  email: string;
  phone: string;
  role: Role;
  profileImage: string | null;
  /** ISO date-time; null when the user never bought a membership. */
  membershipExpires: string | null;
  location: string;
  company: string | null;
  isAdmin: boolean;
}

/** POST /api/login answers `{ data: { UserObj: { token, user } } }` (spec §7). */
export interface LoginResult {
  data: { UserObj: { token: string; user: User } };
}
