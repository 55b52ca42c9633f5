-- A distance search reads each suburb's newest posts from here (listings/search-listings.ts). One
-- statement per file: CONCURRENTLY cannot run inside a transaction, and does not block writes meanwhile.
CREATE INDEX CONCURRENTLY IF NOT EXISTS job_posts_suburb_newest_idx ON job_posts (lower(location), created_at DESC, id DESC);
