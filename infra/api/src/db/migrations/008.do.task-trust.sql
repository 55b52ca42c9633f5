-- Tasks, complete (issue 19): offers change or end, tasks are cancelled, people review each other,
-- anyone reports abuse and admins act on it.

-- An offer is pending until the owner accepts or declines it, or its tasker withdraws it; the
-- pending offers of a cancelled task are closed. A declined offer may carry the owner's reason.
ALTER TABLE offers DROP CONSTRAINT offers_status_check;
ALTER TABLE offers ADD CONSTRAINT offers_status_check
  CHECK (status IN ('pending', 'accepted', 'declined', 'withdrawn', 'closed'));
ALTER TABLE offers
  ADD COLUMN decline_reason text CHECK (length(decline_reason) <= 500),
  ADD COLUMN updated_at timestamptz;

-- A task may end cancelled: at once while open, or by agreement once accepted. Who cancelled is kept.
ALTER TABLE tasks DROP CONSTRAINT tasks_status_check;
ALTER TABLE tasks ADD CONSTRAINT tasks_status_check
  CHECK (status IN ('open', 'accepted', 'completedByAssignee', 'completedByOwner', 'cancelled'));
ALTER TABLE tasks
  ADD COLUMN cancelled_at timestamptz,
  ADD COLUMN cancelled_by uuid REFERENCES users (id) ON DELETE SET NULL;

-- One side of an accepted task asks to cancel; the other accepts or declines. A request nobody
-- answers within 48 hours stands (pending) and shows on the admins' Reports page.
CREATE TABLE cancellation_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  task_id uuid NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
  requested_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz
);
CREATE UNIQUE INDEX cancellation_requests_one_pending ON cancellation_requests (task_id) WHERE status = 'pending';

-- After completion each side reviews the other once. Reviews are never edited; an admin may hide one.
CREATE TABLE reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  task_id uuid NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
  reviewer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reviewee_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text NOT NULL DEFAULT '' CHECK (length(comment) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  hidden_at timestamptz,
  hidden_reason text,
  UNIQUE (task_id, reviewer_id)
);
CREATE INDEX reviews_reviewee_idx ON reviews (reviewee_id);

-- Reports of abuse. The content stays visible until an admin hides it or suspends its author.
CREATE TABLE reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject_kind text NOT NULL
    CHECK (subject_kind IN ('task', 'offer', 'question', 'message', 'jobListing', 'workerListing', 'profile')),
  subject_id uuid NOT NULL,
  subject_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL,
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'hidden', 'suspended', 'dismissed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolved_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX reports_open_idx ON reports (created_at) WHERE status = 'open';
CREATE UNIQUE INDEX reports_one_open_per_reporter ON reports (reporter_id, subject_kind, subject_id) WHERE status = 'open';

-- What an admin hid stays in the database, out of every public view.
ALTER TABLE tasks ADD COLUMN hidden_at timestamptz;
ALTER TABLE offers ADD COLUMN hidden_at timestamptz;
ALTER TABLE questions ADD COLUMN hidden_at timestamptz;
ALTER TABLE messages ADD COLUMN hidden_at timestamptz;
ALTER TABLE job_posts ADD COLUMN hidden_at timestamptz;
ALTER TABLE worker_posts ADD COLUMN hidden_at timestamptz;

-- A suspended user cannot sign in; their listings and open tasks leave the public lists.
ALTER TABLE users ADD COLUMN suspended_at timestamptz;
