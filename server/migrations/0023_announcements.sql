-- Announcements and newsletters a super admin sends to an audience, and one row per recipient and channel
-- that the delivery job works through in batches: a delivery is made once whatever the retries (the
-- primary key), and the history counts what was delivered, skipped (a newsletter without consent) or failed.
CREATE TABLE announcements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('system', 'newsletter')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 150),
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  audience text NOT NULL CHECK (audience IN ('all', 'customers', 'company_staff', 'company')),
  company_id uuid REFERENCES companies (id) ON DELETE SET NULL,
  -- The company's name when it was sent (kept if the company goes).
  company_name text,
  channels text[] NOT NULL CHECK (cardinality(channels) BETWEEN 1 AND 2 AND channels <@ ARRAY['in_app', 'email']),
  recipients integer NOT NULL DEFAULT 0 CHECK (recipients >= 0),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT announcements_company_audience CHECK (audience = 'company' OR company_id IS NULL)
);
CREATE INDEX announcements_created ON announcements (created_at DESC, id DESC);

CREATE TABLE announcement_deliveries (
  announcement_id uuid NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('in_app', 'email')),
  -- The job that delivers it (recipients in order of id, so many a batch).
  batch integer NOT NULL CHECK (batch >= 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'skipped', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (announcement_id, user_id, channel)
);
CREATE INDEX announcement_deliveries_batch ON announcement_deliveries (announcement_id, batch);

-- Captured mail keeps its extra header lines (a newsletter's List-Unsubscribe).
ALTER TABLE outbox_mail ADD COLUMN headers jsonb NOT NULL DEFAULT '{}';
