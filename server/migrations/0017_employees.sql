-- Employees as people the company manages: their job facts, a role (built-in or the company's own),
-- permissions that follow the role unless set one by one, weekly working hours, dated shifts and the
-- hours they say they can work. Local times are text 'HH:mm' ('24:00' allowed for an end) in the
-- company's zone.

-- An account created for an employee signs in first with a temporary password it must replace.
ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
-- When the account last signed in or renewed its session.
ALTER TABLE users ADD COLUMN last_active_at timestamptz;

CREATE TABLE company_roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  description text CHECK (description IS NULL OR length(description) <= 300),
  permissions text[] NOT NULL DEFAULT '{}'
    CHECK (permissions <@ ARRAY['MANAGE_FIELDS', 'MANAGE_RESERVATIONS', 'MANAGE_SCHEDULES',
                                'SCAN_QR_CODES', 'VIEW_ANALYTICS']::text[]),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX company_roles_name_key ON company_roles (company_id, lower(name));

ALTER TABLE employees ALTER COLUMN employee_role DROP NOT NULL;
ALTER TABLE employees
  ADD COLUMN role_id uuid REFERENCES company_roles (id) ON DELETE RESTRICT,
  -- `permissions` holds the effective grant; when false it is kept equal to the role's.
  ADD COLUMN custom_permissions boolean NOT NULL DEFAULT false,
  ADD COLUMN position text NOT NULL DEFAULT '' CHECK (length(position) <= 100),
  ADD COLUMN department text CHECK (department IS NULL OR length(department) BETWEEN 1 AND 100),
  ADD COLUMN employment_type text NOT NULL DEFAULT 'full_time' CHECK (employment_type IN ('full_time', 'part_time')),
  ADD COLUMN hire_date date NOT NULL DEFAULT CURRENT_DATE,
  ADD COLUMN hourly_rate integer CHECK (hourly_rate BETWEEN 0 AND 999999),
  ADD COLUMN regular_hours_per_week numeric(4, 1) CHECK (regular_hours_per_week BETWEEN 0 AND 80),
  ADD COLUMN overtime_rate_multiplier numeric(3, 2) NOT NULL DEFAULT 1.5 CHECK (overtime_rate_multiplier BETWEEN 1 AND 3),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  -- Exactly one of a built-in role and a company role.
  ADD CONSTRAINT employees_one_role CHECK ((employee_role IS NULL) <> (role_id IS NULL));
UPDATE employees SET position = initcap(employee_role) WHERE position = '' AND employee_role IS NOT NULL;
CREATE INDEX employees_company_idx ON employees (company_id, is_active);
CREATE INDEX employees_role_idx ON employees (role_id) WHERE role_id IS NOT NULL;

-- The usual week: one or more working slots per weekday.
CREATE TABLE employee_schedules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  employee_id uuid NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  day_of_week smallint NOT NULL CHECK (day_of_week BETWEEN 0 AND 6),
  start_time text NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  end_time text NOT NULL CHECK (end_time ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (start_time < end_time)
);
CREATE INDEX employee_schedules_employee_idx ON employee_schedules (employee_id, day_of_week, start_time);

-- Dated shifts; one employee's never overlap.
CREATE TABLE employee_shifts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  employee_id uuid NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  field_id uuid REFERENCES fields (id) ON DELETE SET NULL,
  notes text CHECK (notes IS NULL OR length(notes) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at AND ends_at - starts_at <= interval '24 hours'),
  CONSTRAINT employee_shifts_no_overlap EXCLUDE USING gist (employee_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&)
);

-- The hours an employee says they can work, per weekday (no row: not available that day).
CREATE TABLE employee_availability (
  employee_id uuid NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  day_of_week smallint NOT NULL CHECK (day_of_week BETWEEN 0 AND 6),
  start_time text NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  end_time text NOT NULL CHECK (end_time ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
  CHECK (start_time < end_time),
  PRIMARY KEY (employee_id, day_of_week)
);
