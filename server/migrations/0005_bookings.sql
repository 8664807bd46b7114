-- Bookings with slot holds. The exclusion constraint is the no-double-booking guarantee: two pending or
-- confirmed bookings of one field never overlap in time. A pending booking holds its slot until
-- `hold_expires_at`; a lapsed hold is cancelled (by the expiry sweep, or by the next booking of that field
-- before it inserts), which takes it out of the constraint.
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- Booking rules of a company (spec §9 defaults); the company settings page edits them.
ALTER TABLE companies
  ADD COLUMN booking_hold_minutes integer NOT NULL DEFAULT 10 CHECK (booking_hold_minutes BETWEEN 1 AND 60),
  ADD COLUMN free_cancellation_hours integer NOT NULL DEFAULT 24 CHECK (free_cancellation_hours BETWEEN 0 AND 720),
  ADD COLUMN late_refund_percent integer NOT NULL DEFAULT 0 CHECK (late_refund_percent BETWEEN 0 AND 100),
  ADD COLUMN max_booking_minutes integer NOT NULL DEFAULT 180 CHECK (max_booking_minutes BETWEEN 15 AND 1440),
  ADD COLUMN requires_confirmation boolean NOT NULL DEFAULT false,
  ADD COLUMN check_in_opens_minutes integer NOT NULL DEFAULT 60 CHECK (check_in_opens_minutes BETWEEN 0 AND 1440),
  -- Tax in basis points of the subtotal (2000 = 20 %); processing fee in minor units per booking.
  ADD COLUMN tax_rate_bp integer NOT NULL DEFAULT 0 CHECK (tax_rate_bp BETWEEN 0 AND 10000),
  ADD COLUMN processing_fee integer NOT NULL DEFAULT 0 CHECK (processing_fee BETWEEN 0 AND 100000),
  ADD COLUMN pay_on_site boolean NOT NULL DEFAULT false;

CREATE TABLE bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_number text NOT NULL UNIQUE,
  confirmation_code text NOT NULL UNIQUE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  field_id uuid NOT NULL REFERENCES fields (id) ON DELETE RESTRICT,
  customer_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  local_date date NOT NULL,
  start_time text NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  end_time text NOT NULL CHECK (end_time ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
  duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'cancelled')),
  hold_expires_at timestamptz,
  subtotal integer NOT NULL CHECK (subtotal >= 0),
  discount integer NOT NULL DEFAULT 0 CHECK (discount >= 0),
  tax integer NOT NULL DEFAULT 0 CHECK (tax >= 0),
  processing_fee integer NOT NULL DEFAULT 0 CHECK (processing_fee >= 0),
  total integer NOT NULL CHECK (total >= 0),
  currency text NOT NULL CHECK (currency IN ('USD', 'EUR', 'GBP', 'CAD', 'AUD')),
  full_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  notes text,
  group_name text,
  group_size integer CHECK (group_size > 0),
  contact_person text,
  confirmation_note text,
  cancellation_reason text,
  cancelled_at timestamptz,
  checked_in_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (status <> 'cancelled' OR cancelled_at IS NOT NULL),
  CONSTRAINT bookings_no_overlap EXCLUDE USING gist (field_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&)
    WHERE (status IN ('pending', 'confirmed'))
);
CREATE INDEX bookings_customer_idx ON bookings (customer_id, starts_at DESC);
CREATE INDEX bookings_company_idx ON bookings (company_id, status, starts_at);
CREATE INDEX bookings_field_active_idx ON bookings (field_id, starts_at) WHERE status IN ('pending', 'confirmed');
CREATE INDEX bookings_hold_idx ON bookings (hold_expires_at) WHERE status = 'pending' AND hold_expires_at IS NOT NULL;

-- The first answer of a request that carried an Idempotency-Key, replayed for the same key and body.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  scope text NOT NULL,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  request_hash text NOT NULL,
  status_code integer NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, scope, key)
);
