-- How often a role goes with a suburb, for the planner: without it, it multiplies their shares as if
-- they were independent, and for a role never posted in a suburb it expects thousands of rows, reads
-- the suburb's posts newest first hoping to stop early, and reads every one of them instead.
CREATE STATISTICS job_posts_job_location (mcv, ndistinct) ON lower(job), lower(location) FROM job_posts;
CREATE STATISTICS worker_posts_job_location (mcv, ndistinct) ON lower(job), lower(location) FROM worker_posts;
