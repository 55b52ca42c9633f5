-- The outbox becomes a queue: a mail is sent after the request that wrote it, retried with backoff
-- while the mail server refuses or is down, and marked failed after its last try (admins are told).
-- Until it is sent or given up, the row keeps the message as it will be sent (its secrets included,
-- which text_body hides); both outcomes clear it.
ALTER TABLE outbox ADD COLUMN send_text text;
ALTER TABLE outbox ADD COLUMN send_headers jsonb;
ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz;
ALTER TABLE outbox ADD COLUMN failed_at timestamptz;
ALTER TABLE outbox ADD COLUMN last_error text;
-- Mail written before this migration was sent at once, or lost; none of it waits.
CREATE INDEX outbox_waiting_idx ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
