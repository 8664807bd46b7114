-- The super admin's area: a company can be suspended (with the reason, told to its owner), an account
-- locked with a reason, the platform's settings (one row), and the audit trail of every admin action,
-- written in the transaction of the change and never altered.
ALTER TABLE companies
  ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
  ADD COLUMN suspended_at timestamptz,
  ADD COLUMN suspension_reason text,
  ADD CONSTRAINT companies_suspension_consistent CHECK ((status = 'suspended') = (suspended_at IS NOT NULL AND suspension_reason IS NOT NULL));

ALTER TABLE users ADD COLUMN lock_reason text;

CREATE TABLE platform_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  maintenance_banner jsonb NOT NULL DEFAULT '{"enabled": false, "message": {"en": "", "fr": "", "ar": ""}}',
  company_registration_open boolean NOT NULL DEFAULT true,
  default_plan text NOT NULL DEFAULT 'basic' CHECK (default_plan IN ('basic', 'premium', 'enterprise')),
  support_email text NOT NULL DEFAULT 'support@pitchside.example',
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO platform_settings DEFAULT VALUES;

CREATE TABLE admin_activity (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_name text NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text,
  target_label text,
  reason text,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_activity_created ON admin_activity (created_at DESC, seq DESC);

CREATE FUNCTION admin_activity_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.actor_id IS NULL AND OLD.actor_id IS NOT NULL
     AND (NEW.id, NEW.action, NEW.target_type, NEW.created_at) = (OLD.id, OLD.action, OLD.target_type, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'admin_activity is append-only';
END $$;
CREATE TRIGGER admin_activity_append_only BEFORE UPDATE OR DELETE ON admin_activity FOR EACH ROW EXECUTE FUNCTION admin_activity_append_only();
