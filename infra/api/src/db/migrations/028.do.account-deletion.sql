-- A deleted account: its row stays, de-identified (name 'Former member', no contact details, an address
-- that can never sign in), so that reviews, messages and payment records keep their references.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
