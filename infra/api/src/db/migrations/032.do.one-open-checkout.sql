-- One open checkout per account, purpose and plan: the checkout handed out is marked `current` under a
-- unique index, and its row is written before the provider is asked (so its page's address comes
-- later). Twenty requests at once make one checkout, not four. A checkout with little time left is
-- no longer current (a new one is made), but it stays open: its page may still be paid, and its
-- webhook still counts.
ALTER TABLE payment_checkouts ALTER COLUMN provider_ref DROP NOT NULL;
ALTER TABLE payment_checkouts ADD COLUMN current boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX payment_checkouts_one_current
  ON payment_checkouts (user_id, purpose, coalesce(plan, '')) WHERE current;
