/**
 * The way to /login that comes back: `/login?next=/tasks/task/42`. The login page returns only to a
 * path of this site (never `//elsewhere` or an absolute address), and never to a sign-in page itself.
 */
const NEXT = 'next';
const SIGN_IN_PAGES = ['/login', '/register'];

export function signInPath(returnTo = currentPath()): string {
  const path = returnTo.split('?')[0]!;
  if (path === '/' || SIGN_IN_PAGES.includes(path)) return '/login';
  return `/login?${new URLSearchParams({ [NEXT]: returnTo })}`;
}

/** Where the login page goes once signed in: the `next` of its query when it is a path of this site, else `/`. */
export function returnPathAfterSignIn(search: string): string {
  const next = new URLSearchParams(search).get(NEXT);
  // A path of this site only: not `//host` or `/\host` (which browsers read as another site), no white space.
  if (!next || !/^\/(?![/\\])[^\s]*$/.test(next)) return '/';
  return SIGN_IN_PAGES.includes(next.split(/[?#]/)[0]!) ? '/' : next;
}

const currentPath = () =>
  typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
