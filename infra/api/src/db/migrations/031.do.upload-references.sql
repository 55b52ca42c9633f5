-- The upload sweep (plugins/uploads.ts) looks each old upload up among profile pictures and task
-- images: an index for each, so that it reads index entries, not every account and task.
CREATE INDEX users_by_profile_image ON users (profile_image) WHERE profile_image IS NOT NULL;
CREATE INDEX tasks_by_image ON tasks USING gin (images);
