// The keys of the remote's queries, which several features refresh after a change.

/** Every listings query's key starts so: a new post refreshes them all. */
export const LISTINGS_KEY = 'listings';

/** The signed-in user's own availability posts, which an answer to a job attaches one of. */
export const OWN_WORKER_POSTS_KEY = 'ownWorkerPosts';

/** The workers interested in one of the caller's jobs: `[INTERESTED_KEY, jobId]`. */
export const INTERESTED_KEY = 'interestedWorkers';
