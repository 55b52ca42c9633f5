// The keys of the remote's queries, which several features refresh after a change.

/** Every listings query's key starts so: a new post refreshes them all. */
export const LISTINGS_KEY = 'listings';
