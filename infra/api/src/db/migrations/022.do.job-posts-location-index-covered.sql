-- 018's index starts with lower(location): the one of migration 003 only slowed writes.
DROP INDEX CONCURRENTLY IF EXISTS job_posts_location_idx;
