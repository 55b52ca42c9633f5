-- Saved searches and their alerts (issue 20). A search keeps the filters its owner chose (to show and
-- re-run them) and, beside them, the keys a new post is matched on, so that a post reaches only the
-- searches it can match through the GIN index below instead of every search being tried. A key is a
-- role and a place together, 'role@place':
--   role   'job:*' / 'job:barista', 'worker:…', 'task:*' (the kind is part of the key);
--   place  '*' (anywhere), 'loc:newtown, new south wales', 'state:south australia',
--          'cell:-34:138' (the 1° cells a distance search covers), 'remote' (remote tasks);
-- a search has a key for each role and place it names, a post one for each it is in ('job:*@*',
-- 'job:barista@loc:newtown, …', …), and the two must share one. Days, certificates and keywords must
-- all be in the post's (<@); what keys cannot say exactly (the distance, a budget range, remote or
-- not) is checked on the few searches the index leaves.
CREATE TABLE saved_searches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('job', 'worker', 'task')),
  filters jsonb NOT NULL,
  summary text NOT NULL CHECK (length(summary) <= 500),
  match_keys text[] NOT NULL CHECK (cardinality(match_keys) > 0),
  days text[] NOT NULL DEFAULT '{}',
  certificates text[] NOT NULL DEFAULT '{}',
  keywords text[] NOT NULL DEFAULT '{}',
  near_latitude double precision,
  near_longitude double precision,
  within_km integer CHECK (within_km > 0),
  min_budget_cents integer CHECK (min_budget_cents >= 0),
  max_budget_cents integer CHECK (max_budget_cents >= 0),
  remote text NOT NULL DEFAULT 'any' CHECK (remote IN ('any', 'remote', 'inPerson')),
  paused_at timestamptz,
  email_digest boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, created_at);
CREATE INDEX saved_searches_match_keys_idx ON saved_searches USING gin (match_keys) WHERE paused_at IS NULL;

-- Each post a search matched, once (an updated post that still matches is not news). The bell is
-- told at once; the daily digest takes the matches not yet digested.
CREATE TABLE saved_search_matches (
  search_id uuid NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  subject_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  digested_at timestamptz,
  PRIMARY KEY (search_id, subject_id)
);
CREATE INDEX saved_search_matches_waiting_idx ON saved_search_matches (user_id) WHERE digested_at IS NULL;

-- One digest per user per day (the day in Australia/Sydney), whatever the number of API instances.
CREATE TABLE search_digests (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day)
);
