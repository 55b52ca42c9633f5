-- Browsers' health counts once per page load, and the canary watch weighs browsers, not samples: each
-- sample carries the page load it came from (a signed token the API handed that page) and a keyed hash
-- of the address it was handed to. A page load counts once per remote and kind. Samples from before
-- have neither and are no longer counted (they age out with the 30-day retention).
ALTER TABLE remote_health ADD COLUMN page_id text, ADD COLUMN client text;
CREATE UNIQUE INDEX remote_health_once_per_page ON remote_health (page_id, remote, kind);
