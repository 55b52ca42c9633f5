-- Safe releases (issue 21): a canary beside each remote's current version, named deploy tokens, an
-- audit trail of every pointer move, and health reported by real browsers per remote and version.

-- A canary: `canary_version` is served to `canary_percent` % of browsers (by each one's bucket) since
-- `canary_since`; the rest get `version`. The three are set and cleared together.
ALTER TABLE remote_pointers
  ADD COLUMN canary_version text,
  ADD COLUMN canary_percent smallint CHECK (canary_percent BETWEEN 1 AND 99),
  ADD COLUMN canary_since timestamptz,
  ADD CONSTRAINT remote_pointers_canary_whole CHECK (
    (canary_version IS NULL) = (canary_percent IS NULL) AND (canary_version IS NULL) = (canary_since IS NULL)
  ),
  ADD CONSTRAINT remote_pointers_canary_release FOREIGN KEY (remote, canary_version)
    REFERENCES remote_releases (remote, version);

-- Deploy tokens by name (several per team): `remote` limits one to that remote, NULL lets it move any
-- remote and manage tokens. Only the token's hash is kept; a revoked token stays, for the audit trail.
CREATE TABLE deploy_tokens (
  id bigserial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  token_hash text NOT NULL UNIQUE,
  remote text,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

-- Every move of a pointer: who (a deploy token's name, or the canary watch), when, from and to, and why.
CREATE TABLE registry_events (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  action text NOT NULL CHECK (action IN ('release', 'canary', 'promote', 'rollback', 'auto-rollback')),
  from_version text,
  to_version text,
  percent smallint,
  actor text NOT NULL,
  reason text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registry_events_remote_at ON registry_events (remote, at DESC);

-- What browsers report of each remote they load (anonymous, sampled, kept 30 days): a load with its
-- time in ms (`failed` when its entry or mount failed), a render error, or a Core Web Vital of a route
-- the remote owns (LCP and INP in ms, CLS unitless).
CREATE TABLE remote_health (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  version text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('load', 'render-error', 'LCP', 'INP', 'CLS')),
  value double precision CHECK (value >= 0),
  failed boolean NOT NULL DEFAULT false,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_health_version_at ON remote_health (remote, version, recorded_at);
CREATE INDEX remote_health_at ON remote_health (recorded_at);
