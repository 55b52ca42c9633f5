-- Listing searches (find-work, find-worker; spec §4): each filter has an index to run on, so a
-- search stays fast at 100 000 listings (npm run bench -w infra/api).
-- Roles and suburbs match whatever their case.
DROP INDEX worker_posts_job_idx;
CREATE INDEX job_posts_job_idx ON job_posts (lower(job));
CREATE INDEX worker_posts_job_idx ON worker_posts (lower(job));
CREATE INDEX job_posts_location_idx ON job_posts (lower(location));
CREATE INDEX worker_posts_location_idx ON worker_posts (lower(location));
-- "days must all be available": availability @> '{"Monday": true, ...}'.
CREATE INDEX job_posts_availability_idx ON job_posts USING gin (availability jsonb_path_ops);
CREATE INDEX worker_posts_availability_idx ON worker_posts USING gin (availability jsonb_path_ops);
-- "certificates must all match": certificates @> ARRAY[...].
CREATE INDEX job_posts_certificates_idx ON job_posts USING gin (certificates);
CREATE INDEX worker_posts_certificates_idx ON worker_posts USING gin (certificates);
-- Distance searches: a bounding box on the coordinates first, then the exact distance.
CREATE INDEX job_posts_coordinates_idx ON job_posts (latitude, longitude);
CREATE INDEX worker_posts_coordinates_idx ON worker_posts (latitude, longitude);
-- Pages are newest first with the id as tie-breaker.
DROP INDEX job_posts_created_idx;
DROP INDEX worker_posts_created_idx;
CREATE INDEX job_posts_created_idx ON job_posts (created_at DESC, id DESC);
CREATE INDEX worker_posts_created_idx ON worker_posts (created_at DESC, id DESC);
