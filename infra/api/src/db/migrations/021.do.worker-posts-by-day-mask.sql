-- As 020, for the workers' posts.
CREATE INDEX CONCURRENTLY IF NOT EXISTS worker_posts_day_mask_newest_idx ON worker_posts (day_mask, created_at DESC, id DESC);
