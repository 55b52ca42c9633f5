-- The posting form is one form for both kinds of post (spec §2 "Posting form"): an employer's
-- job post also states the police check, experience and gender it asks for, and the profile's
-- Edit Post must get them back.
ALTER TABLE job_posts
  ADD COLUMN gender text NOT NULL DEFAULT 'Other' CHECK (gender IN ('Male', 'Female', 'Other')),
  ADD COLUMN police_check boolean NOT NULL DEFAULT false,
  ADD COLUMN years_experience integer NOT NULL DEFAULT 0 CHECK (years_experience >= 0);
