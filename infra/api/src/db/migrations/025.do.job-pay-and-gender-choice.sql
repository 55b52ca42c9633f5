-- A job post is a job post: it names its business and states its pay (an hourly rate or an amount per
-- shift, in cents) and, optionally, its hours. `pay_hourly_cents` is the rate an hour where it can be
-- known (a shift's amount over its times), what /find-work filters and sorts by; the application
-- writes it with the pay. A rate under the adult casual floor names the reason the law allows.
-- A job post no longer states a gender or years of experience: their columns stay (migrations only
-- add, so the release before keeps working) and are no longer read.
ALTER TABLE job_posts
  ADD COLUMN business_name text,
  ADD COLUMN pay_kind text CHECK (pay_kind IN ('hour', 'shift')),
  ADD COLUMN pay_cents integer CHECK (pay_cents > 0),
  ADD COLUMN pay_hourly_cents integer CHECK (pay_hourly_cents > 0),
  ADD COLUMN hours_per_week smallint CHECK (hours_per_week BETWEEN 1 AND 60),
  ADD COLUMN shift_start text CHECK (shift_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ADD COLUMN shift_end text CHECK (shift_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ADD COLUMN pay_below_floor_reason text CHECK (pay_below_floor_reason IN ('junior', 'apprentice', 'supportedWage')),
  ADD CONSTRAINT job_posts_pay_whole CHECK ((pay_kind IS NULL) = (pay_cents IS NULL)),
  ADD CONSTRAINT job_posts_shift_whole CHECK ((shift_start IS NULL) = (shift_end IS NULL));

-- The business a job post was made for: its poster's company where they gave one, else the name on it.
UPDATE job_posts p
SET business_name = COALESCE(NULLIF(btrim(u.company), ''), p.name)
FROM users u
WHERE u.id = p.user_id;

-- Highest pay first, then newest, read in order from the index; posts without a known rate last.
CREATE INDEX job_posts_by_pay ON job_posts ((COALESCE(pay_hourly_cents, 0)) DESC, created_at DESC, id DESC)
  WHERE hidden_at IS NULL;

-- A worker states a gender only when they choose to: none is assumed.
ALTER TABLE worker_posts ALTER COLUMN gender DROP NOT NULL;
