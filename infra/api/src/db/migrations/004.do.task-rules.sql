-- Task rules the server keeps under any race (issue 6): one pending offer per tasker and task,
-- one payout per task; and the indexes the task lists use.
CREATE UNIQUE INDEX offers_one_pending_per_tasker ON offers (task_id, user_id) WHERE status = 'pending';
CREATE UNIQUE INDEX payments_one_payout_per_task ON payments (task_id) WHERE kind = 'taskPayout';
CREATE INDEX offers_user_pending_idx ON offers (user_id) WHERE status = 'pending';
CREATE INDEX questions_user_idx ON questions (user_id);
