-- The remote registry (issue 8, ARCHITECTURE §2.8): every published version of each remote, and a
-- pointer per remote to the version the shell loads. Releasing adds a version and moves the
-- pointer; rolling back moves it to an earlier one. Published versions are never changed.
CREATE TABLE remote_releases (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  version text NOT NULL,
  manifest_url text NOT NULL,
  title text NOT NULL,
  routes jsonb NOT NULL,
  released_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (remote, version)
);

CREATE TABLE remote_pointers (
  remote text PRIMARY KEY,
  version text NOT NULL,
  moved_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (remote, version) REFERENCES remote_releases (remote, version)
);
