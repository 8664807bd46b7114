-- Company integrations: one outgoing webhook per company with its deliveries, and a private calendar feed.

CREATE TABLE company_webhooks (
  company_id uuid PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  url text NOT NULL CHECK (url ~ '^https?://' AND length(url) <= 2000),
  -- The HMAC key the receiver verifies signatures with (shown once, when created or rotated).
  secret text NOT NULL CHECK (length(secret) >= 32),
  events text[] NOT NULL CHECK (cardinality(events) > 0 AND events <@ ARRAY['booking.awaiting_confirmation',
    'booking.confirmed', 'booking.paid', 'booking.cancelled']::text[]),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every event sent (or being sent) to a company's webhook: written in the transaction of the change.
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  event text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  response_status integer,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz
);
CREATE INDEX webhook_deliveries_company_idx ON webhook_deliveries (company_id, created_at DESC);

-- The calendar feed's address is a secret: whoever holds it reads the company's bookings.
ALTER TABLE companies ADD COLUMN calendar_feed_token text;
CREATE UNIQUE INDEX companies_calendar_feed_token_key ON companies (calendar_feed_token);
