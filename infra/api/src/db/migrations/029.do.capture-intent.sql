-- A task's capture is decided under the task's lock and recorded before the provider is asked: the hold
-- is 'capturing' from the owner's confirmation (or the automatic completion) until the provider has
-- taken the money and the task has completed. A process that dies in between leaves the row for the
-- task jobs, which ask the provider again under the same key and finish the completion; meanwhile
-- "not done yet" is refused, so a task whose money is being taken can never go back to work.
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check
  CHECK (status IN ('paid', 'held', 'capturing', 'captured', 'released', 'scheduled'));
-- Who decided the capture: the owner's confirmation or the 24 hours passing (what both sides are told).
ALTER TABLE payments ADD COLUMN capture_reason text CHECK (capture_reason IN ('confirmed', 'automatic'));
