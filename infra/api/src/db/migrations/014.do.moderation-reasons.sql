-- Why an admin acted: each resolved report keeps the admin's reason beside the outcome, the time and
-- the admin (the report's history), and a suspended user keeps the reason they are told.
ALTER TABLE reports ADD COLUMN resolution_reason text;
ALTER TABLE users ADD COLUMN suspended_reason text;
