-- A company's promotion codes, and the link of a booking to the promotion whose discount it carries.
-- A promotion's uses are the bookings linked to it that still count (pending with a live hold or paid,
-- confirmed), so a cancelled booking or a lapsed hold gives its use back without any bookkeeping; taking a
-- use locks the promotion's row (FOR UPDATE) for the transaction that inserts or re-prices the booking, so
-- concurrent bookings are counted one after the other (docs/product/entities.md#promotion).
CREATE TABLE promotions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- Stored as the company wrote it; unique per company whatever the letter case (index below).
  code text NOT NULL CHECK (code ~ '^[A-Za-z0-9]{4,20}$'),
  discount_percent integer NOT NULL CHECK (discount_percent BETWEEN 1 AND 100),
  -- Whole hours the booking must last at least; 0 = no minimum.
  min_hours integer NOT NULL DEFAULT 0 CHECK (min_hours BETWEEN 0 AND 24),
  valid_from timestamptz NOT NULL,
  valid_to timestamptz NOT NULL,
  max_uses integer CHECK (max_uses >= 1),
  max_uses_per_customer integer CHECK (max_uses_per_customer >= 1),
  -- The company's fields it is valid on; empty = all of them.
  field_ids uuid[] NOT NULL DEFAULT '{}',
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT promotions_valid_period CHECK (valid_to > valid_from)
);
CREATE UNIQUE INDEX promotions_company_code_key ON promotions (company_id, lower(code));

-- The promotion a booking's discount comes from (unlinked if the promotion is deleted: the booking keeps its
-- price and the code as it was written).
ALTER TABLE bookings
  ADD COLUMN promotion_id uuid REFERENCES promotions (id) ON DELETE SET NULL,
  ADD COLUMN promo_code text;
CREATE INDEX bookings_promotion ON bookings (promotion_id, customer_id) WHERE promotion_id IS NOT NULL;
