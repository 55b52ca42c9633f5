import type { User } from '@fairgo/shared/contract';

/**
 * product.md#membership: for employers and "both", a membership is required when membershipExpires is empty or
 * in the past; for other roles the flag stays unset.
 */
export function subscriptionRequired(user: User, now: Date = new Date()): boolean | undefined {
  if (user.role !== 'employer' && user.role !== 'both') return undefined;
  if (!user.membershipExpires) return true;
  return new Date(user.membershipExpires).getTime() < now.getTime();
}
