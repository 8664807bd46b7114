-- Fields, their images, weekly schedules, pricing rules and calendar blocks.
-- Local wall-clock times are text 'HH:mm' ('24:00' allowed for a closing time) in the field's IANA
-- zone; instants are timestamptz. Every row carries its company_id (tenant scoping).

CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE companies ADD COLUMN timezone text NOT NULL DEFAULT 'America/New_York';

CREATE TABLE fields (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 4000),
  sport_type text NOT NULL CHECK (sport_type IN
    ('football', 'basketball', 'tennis', 'volleyball', 'hockey', 'badminton', 'squash', 'multi_purpose')),
  surface_type text NOT NULL CHECK (surface_type IN
    ('grass', 'artificial_turf', 'concrete', 'wood', 'clay', 'rubber')),
  indoor boolean NOT NULL,
  capacity integer NOT NULL CHECK (capacity BETWEEN 1 AND 1000),
  min_players integer CHECK (min_players BETWEEN 1 AND 1000),
  max_players integer CHECK (max_players BETWEEN 1 AND 1000),
  length_m double precision CHECK (length_m > 0 AND length_m <= 1000),
  width_m double precision CHECK (width_m > 0 AND width_m <= 1000),
  address text NOT NULL,
  city text NOT NULL,
  state text NOT NULL DEFAULT '',
  postal_code text NOT NULL DEFAULT '',
  country text NOT NULL,
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  lighting boolean NOT NULL DEFAULT false,
  roofed boolean NOT NULL DEFAULT false,
  equipment text[] NOT NULL DEFAULT '{}',
  rules text[] NOT NULL DEFAULT '{}',
  amenities text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  publication_state text NOT NULL DEFAULT 'draft' CHECK (publication_state IN ('published', 'draft', 'archived')),
  base_price_per_hour integer NOT NULL CHECK (base_price_per_hour BETWEEN 0 AND 10000000),
  currency text NOT NULL CHECK (currency IN ('USD', 'EUR', 'GBP', 'CAD', 'AUD')),
  timezone text NOT NULL,
  -- What the typo-tolerant search matches: name, city and sport.
  search_text text GENERATED ALWAYS AS (lower(name || ' ' || city || ' ' || replace(sport_type, '_', ' '))) STORED,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (min_players IS NULL OR max_players IS NULL OR min_players <= max_players)
);

-- Public search only ever reads listed fields: the partial indexes hold only those rows.
CREATE INDEX fields_listed_earth_idx ON fields USING gist (ll_to_earth(latitude, longitude))
  WHERE publication_state = 'published' AND status = 'active';
CREATE INDEX fields_listed_search_idx ON fields USING gin (search_text gin_trgm_ops)
  WHERE publication_state = 'published' AND status = 'active';
CREATE INDEX fields_listed_price_idx ON fields (base_price_per_hour)
  WHERE publication_state = 'published' AND status = 'active';
CREATE INDEX fields_listed_capacity_idx ON fields (capacity)
  WHERE publication_state = 'published' AND status = 'active';
CREATE INDEX fields_listed_created_idx ON fields (created_at DESC, id)
  WHERE publication_state = 'published' AND status = 'active';
CREATE INDEX fields_listed_amenities_idx ON fields USING gin (amenities)
  WHERE publication_state = 'published' AND status = 'active';
CREATE INDEX fields_company_idx ON fields (company_id, publication_state, updated_at DESC);

CREATE TABLE field_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  field_id uuid NOT NULL REFERENCES fields (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- Path under the uploads folder, served at /api/v1/files/serve/{path}.
  path text NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX field_images_field_idx ON field_images (field_id, position);

CREATE TABLE field_schedules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  field_id uuid NOT NULL REFERENCES fields (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  day_of_week smallint NOT NULL CHECK (day_of_week BETWEEN 0 AND 6),
  open_time text NOT NULL CHECK (open_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  close_time text NOT NULL CHECK (close_time ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
  slot_duration integer NOT NULL CHECK (slot_duration BETWEEN 15 AND 480),
  break_duration integer NOT NULL DEFAULT 0 CHECK (break_duration BETWEEN 0 AND 240),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (open_time < close_time),
  -- One schedule per weekday (spec §5).
  UNIQUE (field_id, day_of_week)
);

CREATE TABLE field_pricing_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  field_id uuid NOT NULL REFERENCES fields (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  price_multiplier double precision NOT NULL CHECK (price_multiplier BETWEEN 0.1 AND 10),
  priority smallint NOT NULL CHECK (priority BETWEEN 1 AND 100),
  start_time text CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  end_time text CHECK (end_time ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
  day_of_week smallint CHECK (day_of_week BETWEEN 0 AND 6),
  min_duration integer CHECK (min_duration BETWEEN 1 AND 1440),
  start_date date,
  end_date date,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((start_time IS NULL) = (end_time IS NULL) AND (start_time IS NULL OR start_time < end_time)),
  CHECK (start_date IS NULL OR end_date IS NULL OR start_date <= end_date)
);
CREATE INDEX field_pricing_rules_field_idx ON field_pricing_rules (field_id);

CREATE TABLE field_blocks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  field_id uuid NOT NULL REFERENCES fields (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('maintenance', 'closed', 'private_event')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (starts_at < ends_at)
);
CREATE INDEX field_blocks_field_idx ON field_blocks (field_id, ends_at);
