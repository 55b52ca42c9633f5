-- Real money (ARCHITECTURE §3): every payment goes through a provider (Stripe, or the development
-- provider speaking its protocol). What grants access or money is the provider's signed webhook.

-- Who each user is at the provider: the customer that pays for tasks, the card saved for them, and
-- the connected account that receives payouts.
ALTER TABLE users
  ADD COLUMN payment_customer_id text,
  ADD COLUMN payment_method_id text,
  ADD COLUMN payout_account_id text;
-- A payment method is a card at the provider now; a flag without one cannot be charged.
UPDATE users SET task_payment_method_added = false WHERE payment_method_id IS NULL;
CREATE UNIQUE INDEX users_payout_account_idx ON users (payout_account_id);

-- What the site asked the provider for, bound to the user who asked: short-lived and single-use.
CREATE TABLE payment_checkouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('membership', 'taskPaymentMethod', 'payouts')),
  plan text,
  amount_cents integer CHECK (amount_cents > 0),
  provider text NOT NULL,
  -- The provider's session (or onboarding link) id, which its webhook names.
  provider_ref text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX payment_checkouts_user_idx ON payment_checkouts (user_id);

-- Every provider event acted on: a replay or a retry finds its id here and changes nothing.
CREATE TABLE payment_events (
  id text PRIMARY KEY,
  provider text NOT NULL,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Money rows name their provider object (payment intent, transfer, checkout session). A hold is
-- 'held' (authorised), then 'captured' at completion or 'released' back to the owner; a payout
-- is 'scheduled', then 'paid' when the transfer is made.
ALTER TABLE payments ADD COLUMN provider_ref text;
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
UPDATE payments SET status = 'captured' WHERE kind = 'taskHold' AND status = 'released';
ALTER TABLE payments ADD CONSTRAINT payments_status_check
  CHECK (status IN ('paid', 'held', 'captured', 'released', 'scheduled'));

-- The development provider's own records (its "dashboard"): customers, sessions, intents, transfers.
-- Nothing of FairGo reads them; they stand where Stripe's servers stand in production.
CREATE TABLE dev_provider_objects (
  id text PRIMARY KEY,
  type text NOT NULL,
  data jsonb NOT NULL,
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_provider_objects_type_idx ON dev_provider_objects (type);
