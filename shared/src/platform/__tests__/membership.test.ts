import { subscriptionRequired } from '@fairgo/shared/platform';
import { testUser } from '@fairgo/testing';

const now = new Date('2026-11-22T10:00:00Z');

describe('subscriptionRequired (product.md#membership)', () => {
  it.each(['employer', 'both'] as const)('is required for %s with no membership', (role) => {
    expect(subscriptionRequired(testUser({ role, membershipExpires: null }), now)).toBe(true);
  });

  it.each(['employer', 'both'] as const)('is required for %s whose membership has expired', (role) => {
    expect(subscriptionRequired(testUser({ role, membershipExpires: '2026-11-22T09:59:59Z' }), now)).toBe(true);
  });

  it.each(['employer', 'both'] as const)('is not required for %s with a membership still running', (role) => {
    expect(subscriptionRequired(testUser({ role, membershipExpires: '2026-12-22T10:00:00Z' }), now)).toBe(false);
  });

  it('stays unset for workers', () => {
    expect(subscriptionRequired(testUser({ role: 'worker', membershipExpires: null }), now)).toBeUndefined();
  });
});
