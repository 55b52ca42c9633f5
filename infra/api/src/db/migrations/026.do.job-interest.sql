-- "I'm interested": a worker's answer to a job post, once per job, with a note and one of their own
-- availability posts. The employer has seen it once they listed it; they may dismiss it. A withdrawn
-- answer is kept (withdrawn_at) so that answering again counts towards the day's limit, and is shown
-- to nobody. An answer goes with its job, its worker or the worker's post.
CREATE TABLE job_interest (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_post_id uuid NOT NULL REFERENCES job_posts (id) ON DELETE CASCADE,
  worker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  worker_post_id uuid NOT NULL REFERENCES worker_posts (id) ON DELETE CASCADE,
  message text NOT NULL DEFAULT '' CHECK (char_length(message) <= 300),
  answered_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz,
  dismissed_at timestamptz,
  withdrawn_at timestamptz,
  UNIQUE (job_post_id, worker_id)
);
CREATE INDEX job_interest_by_worker ON job_interest (worker_id, answered_at DESC);
CREATE INDEX job_interest_by_job ON job_interest (job_post_id, answered_at DESC);
