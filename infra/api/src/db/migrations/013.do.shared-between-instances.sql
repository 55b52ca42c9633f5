-- What several API instances must agree on, kept where they all see it.

-- Each repeating job's latest start (lib/repeating-job.ts): an instance runs a job only when it claims
-- its period here, so the work happens once per period however many instances run.
CREATE TABLE repeating_jobs (
  name text PRIMARY KEY,
  last_started_at timestamptz NOT NULL,
  runs bigint NOT NULL DEFAULT 1
);

-- Rate limits counted across instances (plugins/rate-limits.ts, on a PostgreSQL server): one row per
-- limited key (a route and a client address, or an account) and window.
CREATE TABLE rate_limit_counts (
  key text PRIMARY KEY,
  count integer NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counts_resets_at ON rate_limit_counts (resets_at);
