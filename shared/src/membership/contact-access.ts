/**
 * Who may see a listing's contact details (product.md#contact-gating): employers and "both" with a live
 * membership. Everyone else sees blurred sample values, and learns why when they click them.
 */
export type ContactAccess = 'granted' | 'signIn' | 'employersOnly' | 'membership';

export function contactAccess(
  viewer: { role: string; membershipExpires: string | Date | null | undefined } | null,
  now: Date = new Date(),
): ContactAccess {
  if (!viewer) return 'signIn';
  if (viewer.role !== 'employer' && viewer.role !== 'both') return 'employersOnly';
  if (!viewer.membershipExpires || new Date(viewer.membershipExpires).getTime() < now.getTime()) return 'membership';
  return 'granted';
}
