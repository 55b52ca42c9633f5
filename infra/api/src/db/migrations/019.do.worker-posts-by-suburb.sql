-- As 018, for the workers' posts.
CREATE INDEX CONCURRENTLY IF NOT EXISTS worker_posts_suburb_newest_idx ON worker_posts (lower(location), created_at DESC, id DESC);
