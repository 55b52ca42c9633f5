-- Writes that create something take an Idempotency-Key: the first answer is kept here for a day, and a
-- retry with the same key gets it back instead of writing twice (src/plugins/idempotency.ts).
CREATE TABLE idempotent_requests (
  -- The session's user, or 'visitor' for a request without one (a registration).
  scope text NOT NULL,
  key text NOT NULL,
  -- The method and path the key was first used with: the same key on another request is refused.
  request text NOT NULL,
  -- Null while the first request runs; then its answer.
  status integer,
  content_type text,
  body text,
  -- While the first request runs, until when a retry is told to wait; after it, the request died and a
  -- retry runs it again.
  locked_until timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotent_requests_created_idx ON idempotent_requests (created_at);
