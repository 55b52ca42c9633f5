-- A worker's one résumé: a PDF re-written with its pages only, kept in the object store under
-- `file_key` (never among the public uploads). Replacing it removes the old file; it goes with its owner.
CREATE TABLE resumes (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  file_key text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  uploaded_at timestamptz NOT NULL DEFAULT now()
);

-- Which employers downloaded a worker's résumé, each once: the worker sees how many.
CREATE TABLE resume_downloads (
  worker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  employer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  downloaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (worker_id, employer_id)
);
