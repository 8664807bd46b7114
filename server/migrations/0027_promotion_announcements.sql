-- A promotion's e-mail to the company's past customers (docs/product/emails.md#promotions): sent once per
-- promotion (the primary key), with one delivery per recipient chosen when it is sent, worked through in
-- batches by the delivery job. Whether a recipient still wants promotions is read again when their e-mail
-- goes out; those who turned them off meanwhile are skipped. Deleting the promotion deletes its record.
CREATE TABLE promotion_announcements (
  promotion_id uuid PRIMARY KEY REFERENCES promotions (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  announced_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Customers it was addressed to when it was sent.
  recipients integer NOT NULL CHECK (recipients >= 0),
  announced_at timestamptz NOT NULL
);
CREATE INDEX promotion_announcements_company_idx ON promotion_announcements (company_id);

-- One row per recipient: `sent` (in-app notification and e-mail), `skipped` (promotions or e-mail turned off
-- by the time it was sent), `failed` (the relay refused it on every try) or still `pending`.
CREATE TABLE promotion_deliveries (
  promotion_id uuid NOT NULL REFERENCES promotion_announcements (promotion_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  batch integer NOT NULL CHECK (batch >= 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'skipped', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (promotion_id, user_id)
);
CREATE INDEX promotion_deliveries_pending_idx ON promotion_deliveries (promotion_id, batch) WHERE status = 'pending';
CREATE INDEX promotion_deliveries_user_idx ON promotion_deliveries (user_id);
