-- The company's profile (spec §3 Company), its insurance documents, and its locations with exactly one
-- primary location (enforced here), to which its fields belong.

ALTER TABLE companies
  ADD COLUMN legal_name text CHECK (legal_name IS NULL OR length(legal_name) BETWEEN 1 AND 200),
  ADD COLUMN description text NOT NULL DEFAULT '' CHECK (length(description) <= 4000),
  ADD COLUMN founded_year smallint CHECK (founded_year BETWEEN 1800 AND 2100),
  ADD COLUMN website text CHECK (website IS NULL OR length(website) <= 300),
  ADD COLUMN logo text,
  ADD COLUMN cover_image text,
  ADD COLUMN business_email text CHECK (business_email IS NULL OR length(business_email) <= 254),
  ADD COLUMN phone text CHECK (phone IS NULL OR length(phone) <= 30),
  ADD COLUMN registered_address jsonb,
  ADD COLUMN billing_address jsonb,
  ADD COLUMN tax_id text CHECK (tax_id IS NULL OR length(tax_id) <= 50),
  ADD COLUMN license_number text CHECK (license_number IS NULL OR length(license_number) <= 50),
  ADD COLUMN registration_number text CHECK (registration_number IS NULL OR length(registration_number) <= 50),
  ADD COLUMN business_type text CHECK (business_type IS NULL OR length(business_type) <= 100),
  ADD COLUMN industry text CHECK (industry IS NULL OR length(industry) <= 100),
  ADD COLUMN business_hours jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN languages text[] NOT NULL DEFAULT ARRAY['en']::text[],
  ADD COLUMN currencies text[] NOT NULL DEFAULT ARRAY['USD']::text[],
  ADD COLUMN subscription_plan text NOT NULL DEFAULT 'basic' CHECK (subscription_plan IN ('basic', 'premium', 'enterprise'));

-- Kept out of the public file route: read through the company's own authenticated download.
CREATE TABLE company_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Upload order (several arrive in one request, at one instant).
  seq bigint GENERATED ALWAYS AS IDENTITY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  filename text NOT NULL CHECK (length(filename) BETWEEN 1 AND 200),
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  size integer NOT NULL CHECK (size > 0),
  content bytea NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_documents_company_idx ON company_documents (company_id, seq);

CREATE TABLE company_locations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  street text NOT NULL CHECK (length(street) BETWEEN 1 AND 200),
  city text NOT NULL CHECK (length(city) BETWEEN 1 AND 100),
  state text NOT NULL CHECK (length(state) BETWEEN 1 AND 100),
  postal_code text NOT NULL CHECK (length(postal_code) BETWEEN 1 AND 20),
  country text NOT NULL CHECK (length(country) BETWEEN 2 AND 100),
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  phone text CHECK (phone IS NULL OR length(phone) <= 30),
  is_primary boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_locations_company_idx ON company_locations (company_id, created_at);
-- At most one primary per company…
CREATE UNIQUE INDEX company_locations_one_primary ON company_locations (company_id) WHERE is_primary;

-- …and at least one whenever the company has locations, checked when the transaction commits (so moving
-- the primary flag is two statements in one transaction).
CREATE FUNCTION company_locations_primary_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid := COALESCE(NEW.company_id, OLD.company_id);
BEGIN
  IF EXISTS (SELECT 1 FROM company_locations WHERE company_id = target)
     AND NOT EXISTS (SELECT 1 FROM company_locations WHERE company_id = target AND is_primary) THEN
    RAISE EXCEPTION 'a company with locations has exactly one primary location' USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER company_locations_primary AFTER INSERT OR UPDATE OR DELETE ON company_locations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_locations_primary_check();

ALTER TABLE fields ADD COLUMN location_id uuid REFERENCES company_locations (id) ON DELETE SET NULL;
CREATE INDEX fields_location_idx ON fields (location_id) WHERE location_id IS NOT NULL;
