-- Each authorisation asked of the payment provider, written before it is asked, with what it asked:
-- a process that dies between the provider's answer and the hold's row leaves its attempt 'pending',
-- and the task jobs finish it (the hold exists: 'held') or let the authorisation go ('released').
CREATE TABLE payment_attempts (
  id uuid PRIMARY KEY,
  task_id uuid NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
  offer_id uuid NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  customer_id text NOT NULL,
  payment_method_id text NOT NULL,
  description text NOT NULL,
  provider text NOT NULL,
  provider_ref text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'held', 'released')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_attempts_pending_idx ON payment_attempts (created_at) WHERE status = 'pending';
