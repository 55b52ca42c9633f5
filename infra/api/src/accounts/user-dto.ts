import type { User } from '@fairgo/shared/contract';
import type { UserRow } from '../plugins/auth';

/** The user as the client sees it (product.md#records): never the hash, never the payment flags. */
export const toUser = (row: UserRow): User => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  profileImage: row.profile_image,
  membershipExpires: row.membership_expires ? row.membership_expires.toISOString() : null,
  location: row.location,
  company: row.company,
  isAdmin: row.is_admin,
});
