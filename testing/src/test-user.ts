import type { User } from '@fairgo/shared/contract';

export const testUser = (changes: Partial<User> = {}): User => ({
  _id: '66666666-6666-4666-8666-666666666666',
  name: 'Alex Worker',
  email: 'alex@example.com.au',
  phone: '0412345678',
  role: 'worker',
  profileImage: null,
  membershipExpires: null,
  location: 'Parramatta, New South Wales',
  company: null,
  isAdmin: false,
  ...changes,
});
