-- As 022, for the workers' posts.
DROP INDEX CONCURRENTLY IF EXISTS worker_posts_location_idx;
