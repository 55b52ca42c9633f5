-- Saved searches of verified workers (issue 20): /find-worker's 'verified' filter is kept with the
-- search, and a worker's post reaches it only when the poster has every badge it names (<@, as days
-- and certificates are matched). Searches saved before keep no such filter.
ALTER TABLE saved_searches ADD COLUMN verified text[] NOT NULL DEFAULT '{}';
UPDATE saved_searches SET filters = filters || '{"verified": []}'::jsonb WHERE kind IN ('job', 'worker');
