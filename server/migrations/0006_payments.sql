-- Payments of bookings, saved cards, and the ledger of the built-in test card processor.

CREATE TABLE payment_methods (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The processor's token: card numbers are never stored.
  token text NOT NULL UNIQUE,
  brand text NOT NULL CHECK (brand IN ('visa', 'mastercard', 'amex', 'discover', 'unknown')),
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer NOT NULL CHECK (exp_year BETWEEN 2000 AND 2100),
  holder text NOT NULL,
  billing_address jsonb,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_methods_user_idx ON payment_methods (user_id, created_at);
CREATE UNIQUE INDEX payment_methods_one_default ON payment_methods (user_id) WHERE is_default;

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE RESTRICT,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  customer_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  amount integer NOT NULL CHECK (amount >= 0),
  currency text NOT NULL CHECK (currency IN ('USD', 'EUR', 'GBP', 'CAD', 'AUD')),
  status text NOT NULL CHECK (status IN ('pending', 'processing', 'completed', 'failed', 'cancelled', 'refunded', 'partial refund')),
  method text NOT NULL CHECK (method IN ('credit_card', 'debit_card', 'paypal', 'apple_pay', 'google_pay', 'bank_transfer', 'cash')),
  description text NOT NULL,
  card_brand text,
  card_last4 text,
  -- What the processor needs to charge: a token (saved or one-off); never a card number.
  card_token text,
  processor_charge_id text,
  failure_code text,
  -- Who started it with which Idempotency-Key (user id and key), to tell a concurrent retry from another payment.
  request_key text,
  refunded_amount integer NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0 AND refunded_amount <= amount),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One charge in flight or made per booking: a second payment can only follow a failed one.
CREATE UNIQUE INDEX payments_one_live_per_booking ON payments (booking_id)
  WHERE status IN ('pending', 'processing', 'completed', 'refunded', 'partial refund');
CREATE INDEX payments_customer_idx ON payments (customer_id, created_at DESC);
CREATE INDEX payments_company_idx ON payments (company_id, created_at DESC);
CREATE INDEX payments_processing_idx ON payments (updated_at) WHERE status = 'processing';

-- The built-in test processor keeps its own books, like a card network would: tokens it issued and every
-- operation by idempotency key, so a retried charge or refund is answered, not repeated, across restarts.
CREATE TABLE test_processor_cards (
  token text PRIMARY KEY,
  brand text NOT NULL,
  last4 text NOT NULL,
  exp_month integer NOT NULL,
  exp_year integer NOT NULL,
  -- The test outcome the card stands for ('success' or a card error code), not its number.
  outcome text NOT NULL,
  cvc_ok boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE test_processor_operations (
  idempotency_key text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('charge', 'refund')),
  amount integer NOT NULL,
  currency text NOT NULL,
  result jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
