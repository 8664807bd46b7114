-- The company's activity log: who did what to what, written in the transaction of each change.
CREATE TABLE activity_logs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Orders entries written within the same instant (the clock's resolution is a millisecond).
  seq bigint GENERATED ALWAYS AS IDENTITY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- The account that acted (null once it is deleted, or for the platform's own jobs); its name as it was.
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_name text NOT NULL,
  action text NOT NULL CHECK (action ~ '^[a-z_]+\.[a-z_]+$'),
  target_type text NOT NULL CHECK (target_type IN ('field', 'booking', 'payment', 'employee', 'location', 'settings',
    'integration', 'email_template', 'company')),
  target_id text,
  target_label text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_logs_company_time_idx ON activity_logs (company_id, created_at DESC, seq DESC);
CREATE INDEX activity_logs_company_target_idx ON activity_logs (company_id, target_type, target_id);

-- Entries are never rewritten (a deleted actor only loses the link to the account).
CREATE FUNCTION activity_logs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id IS DISTINCT FROM OLD.id OR NEW.seq IS DISTINCT FROM OLD.seq OR NEW.company_id IS DISTINCT FROM OLD.company_id OR NEW.actor_name IS DISTINCT FROM OLD.actor_name
     OR NEW.action IS DISTINCT FROM OLD.action OR NEW.target_type IS DISTINCT FROM OLD.target_type
     OR NEW.target_id IS DISTINCT FROM OLD.target_id OR NEW.target_label IS DISTINCT FROM OLD.target_label
     OR NEW.details IS DISTINCT FROM OLD.details OR NEW.created_at IS DISTINCT FROM OLD.created_at
     OR (NEW.actor_id IS NOT NULL AND NEW.actor_id IS DISTINCT FROM OLD.actor_id) THEN
    RAISE EXCEPTION 'activity log entries cannot be changed';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER activity_logs_append_only BEFORE UPDATE ON activity_logs FOR EACH ROW EXECUTE FUNCTION activity_logs_append_only();
