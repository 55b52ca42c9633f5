/**
 * The navbar's links (product.md#navbar-and-footer): everyone's, then the visitor's or the signed-in user's. Tasks is
 * everyone's too: a visitor who follows it is asked to sign in and comes back to it.
 */
export const PUBLIC_LINKS = [
  { href: '/find-worker', label: 'Find Workers' },
  { href: '/find-work', label: 'Find Work' },
  { href: '/tasks', label: 'Tasks' },
] as const;

export const VISITOR_LINKS = [
  { href: '/register', label: 'Register' },
  { href: '/login', label: 'Login' },
] as const;

export const MEMBER_LINKS = [{ href: '/profile', label: 'Profile' }] as const;
