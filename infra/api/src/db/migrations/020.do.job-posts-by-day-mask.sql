-- The sort by wanted days reads each day mask's newest posts from here (listings/search-listings.ts).
CREATE INDEX CONCURRENTLY IF NOT EXISTS job_posts_day_mask_newest_idx ON job_posts (day_mask, created_at DESC, id DESC);
