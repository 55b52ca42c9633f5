-- "Not done yet": the owner's reason stays on the task, where the tasker is told what is left to do,
-- until the tasker marks the task completed again.
ALTER TABLE tasks ADD COLUMN not_done_note text;
ALTER TABLE tasks ADD COLUMN not_done_at timestamptz;
