-- Verified credentials (issue 20): a worker's police check, Working With Children Check, White Card,
-- First Aid, RSA or NDIS Worker Screening, with its number, where it applies, its expiry and an optional
-- document that only its owner and the admins may see. An admin verifies or rejects it; a verified
-- credential shows as a badge until its expiry day (checked when read, so it goes by itself).
CREATE TABLE credentials (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('policeCheck', 'wwcc', 'whiteCard', 'firstAid', 'rsa', 'ndisScreening')),
  number text NOT NULL CHECK (length(number) BETWEEN 3 AND 40),
  state text NOT NULL CHECK (state IN ('National', 'ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA')),
  expires_on date NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'rejected')),
  reject_reason text CHECK (length(reject_reason) <= 300),
  reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  reminded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credentials_user_idx ON credentials (user_id, created_at);
-- The badges of a page of listings, and /find-worker's 'verified' filter.
CREATE INDEX credentials_verified_idx ON credentials (user_id, type, expires_on) WHERE status = 'verified';
CREATE INDEX credentials_waiting_idx ON credentials (created_at) WHERE status = 'pending';

-- A credential's document, kept in the database: it is never one of the public uploads.
CREATE TABLE credential_documents (
  credential_id uuid PRIMARY KEY REFERENCES credentials (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')),
  content bytea NOT NULL CHECK (octet_length(content) <= 5242880)
);
