-- The provider's page of each checkout, so that a user who asks again while one is open gets that page
-- again instead of a new checkout (a new Stripe Checkout Session) per request.
ALTER TABLE payment_checkouts ADD COLUMN url text;
