/** A path as the site routes it: without a trailing slash (but `/` itself). */
export const pagePath = (pathname: string) => pathname.replace(/(.)\/$/, '$1');
