-- FairGo's schema: every entity of spec §3 that the server keeps, designed once.
-- Money is in integer cents; times are timestamptz; ids are UUIDs.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('worker', 'employer', 'both')),
  is_admin boolean NOT NULL DEFAULT false,
  profile_image text,
  membership_expires timestamptz,
  location text NOT NULL DEFAULT '',
  company text,
  how_did_you_hear text,
  task_payment_method_added boolean NOT NULL DEFAULT false,
  payout_details_added boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_created_at_idx ON users (created_at DESC);

-- Login tokens: only their SHA-256 is kept; revoked at logout and on password change.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE password_resets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Employer listings (find-work) and worker listings (find-worker), spec §3.
CREATE TABLE job_posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  job text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  location text NOT NULL,
  latitude double precision,
  longitude double precision,
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 300),
  badges text[] NOT NULL DEFAULT '{}',
  certificates text[] NOT NULL DEFAULT '{}',
  availability jsonb NOT NULL,
  share_phone boolean NOT NULL DEFAULT false,
  terms_accepted boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_posts_user_idx ON job_posts (user_id);
CREATE INDEX job_posts_created_idx ON job_posts (created_at DESC);

CREATE TABLE worker_posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  job text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  gender text NOT NULL CHECK (gender IN ('Male', 'Female', 'Other')),
  location text NOT NULL,
  latitude double precision,
  longitude double precision,
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 300),
  badges text[] NOT NULL DEFAULT '{}',
  certificates text[] NOT NULL DEFAULT '{}',
  availability jsonb NOT NULL,
  share_phone boolean NOT NULL DEFAULT false,
  police_check boolean NOT NULL DEFAULT false,
  years_experience integer NOT NULL DEFAULT 0 CHECK (years_experience >= 0),
  terms_accepted boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX worker_posts_user_idx ON worker_posts (user_id);
CREATE INDEX worker_posts_job_idx ON worker_posts (job);
CREATE INDEX worker_posts_created_idx ON worker_posts (created_at DESC);

CREATE TABLE job_roles (name text PRIMARY KEY);
CREATE TABLE certificate_options (name text PRIMARY KEY);

-- Tasks (spec §3, §4): open -> accepted -> completedByAssignee -> completedByOwner.
CREATE TABLE tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  assignee_id uuid REFERENCES users (id),
  title text NOT NULL CHECK (length(title) <= 50),
  description text NOT NULL CHECK (length(description) <= 500),
  images text[] NOT NULL DEFAULT '{}',
  original_budget_cents integer NOT NULL CHECK (original_budget_cents > 0),
  agreed_budget_cents integer,
  location text,
  full_address text,
  latitude double precision,
  longitude double precision,
  due_date date,
  due_time text CHECK (due_time IN ('Morning', 'Midday', 'Afternoon', 'Evening')),
  is_flexible boolean NOT NULL DEFAULT false,
  is_remote boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'accepted', 'completedByAssignee', 'completedByOwner')),
  accepted_at timestamptz,
  completed_by_assignee_at timestamptz,
  completed_by_owner_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tasks_owner_idx ON tasks (owner_id);
CREATE INDEX tasks_assignee_idx ON tasks (assignee_id);
CREATE INDEX tasks_status_idx ON tasks (status, created_at DESC);
-- The automatic-completion job finds due tasks by this index.
CREATE INDEX tasks_awaiting_owner_idx ON tasks (completed_by_assignee_at) WHERE status = 'completedByAssignee';

CREATE TABLE offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  task_id uuid NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 500),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX offers_task_idx ON offers (task_id);
-- Exactly one accepted offer per task, whatever the race.
CREATE UNIQUE INDEX offers_one_accepted_per_task ON offers (task_id) WHERE status = 'accepted';

CREATE TABLE questions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  task_id uuid NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  question text NOT NULL CHECK (length(question) BETWEEN 1 AND 500),
  answer text,
  answered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX questions_task_idx ON questions (task_id);

CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  task_id uuid NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
  sender_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_task_idx ON messages (task_id, created_at);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message text NOT NULL,
  action_url text,
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);

CREATE TABLE feedback (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  message text NOT NULL,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'reviewed')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE newsletter_subscribers (
  email text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE news (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  description text NOT NULL,
  location text NOT NULL DEFAULT '',
  take_user_to text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Files users upload (profile images, task images), stored under a server-generated name.
CREATE TABLE uploads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  file_name text NOT NULL UNIQUE,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Mail: every message goes through the outbox; a sender (SMTP when configured) marks it sent.
CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_email text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  kind text NOT NULL,
  batch_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outbox_created_idx ON outbox (created_at DESC);
CREATE UNIQUE INDEX outbox_batch_once ON outbox (batch_id, to_email) WHERE batch_id IS NOT NULL;

-- Money movements: membership payments, task holds, payouts (integer cents, AUD).
CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('membership', 'taskHold', 'taskPayout')),
  task_id uuid REFERENCES tasks (id) ON DELETE SET NULL,
  plan text,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  fee_cents integer NOT NULL DEFAULT 0,
  status text NOT NULL CHECK (status IN ('paid', 'held', 'released', 'scheduled')),
  provider text NOT NULL,
  expected_on date,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_user_idx ON payments (user_id);
CREATE UNIQUE INDEX payments_one_hold_per_task ON payments (task_id) WHERE kind = 'taskHold';

-- Fire-and-forget counters of spec §7 (askforjobcount, postajobcount, visitorcount, postTaskCount).
CREATE TABLE counters (
  name text PRIMARY KEY,
  value bigint NOT NULL DEFAULT 0
);
