-- The company's subscription to the platform (plans basic, premium, enterprise), the cards it pays with,
-- and its invoices. The plan itself is companies.subscription_plan (0018); this adds its billing period,
-- its state, a credit left by downgrades, and a version that names each change for idempotent charges.

ALTER TABLE companies
  ADD COLUMN subscription_status text NOT NULL DEFAULT 'active' CHECK (subscription_status IN ('active', 'past_due')),
  ADD COLUMN subscription_period_start timestamptz,
  ADD COLUMN subscription_period_end timestamptz,
  ADD COLUMN subscription_cancel_at_period_end boolean NOT NULL DEFAULT false,
  -- Minor units of the plans' currency owed back to the company (unused time of a dearer plan); spent on the next charges.
  ADD COLUMN subscription_credit integer NOT NULL DEFAULT 0 CHECK (subscription_credit >= 0),
  -- Bumped by every plan change and renewal: the processor's idempotency key of a charge includes it.
  ADD COLUMN subscription_version integer NOT NULL DEFAULT 0;

-- Every company has a period from the day it was created, renewed month by month.
UPDATE companies c
   SET subscription_period_start = c.created_at + make_interval(months => m.elapsed),
       subscription_period_end = c.created_at + make_interval(months => m.elapsed + 1)
  FROM (SELECT id, (extract(year FROM age(now(), created_at)) * 12 + extract(month FROM age(now(), created_at)))::int AS elapsed
          FROM companies) m
 WHERE m.id = c.id;
ALTER TABLE companies
  ALTER COLUMN subscription_period_start SET DEFAULT now(),
  ALTER COLUMN subscription_period_start SET NOT NULL,
  ALTER COLUMN subscription_period_end SET DEFAULT now() + interval '1 month',
  ALTER COLUMN subscription_period_end SET NOT NULL,
  ADD CONSTRAINT companies_subscription_period CHECK (subscription_period_end > subscription_period_start);
CREATE INDEX companies_subscription_due_idx ON companies (subscription_period_end);

-- Saved cards belong to a user (customers paying bookings) or to a company (paying its plan): exactly one.
ALTER TABLE payment_methods
  ALTER COLUMN user_id DROP NOT NULL,
  ADD COLUMN company_id uuid REFERENCES companies (id) ON DELETE CASCADE,
  ADD CONSTRAINT payment_methods_one_owner CHECK ((user_id IS NULL) <> (company_id IS NULL));
CREATE INDEX payment_methods_company_idx ON payment_methods (company_id, created_at) WHERE company_id IS NOT NULL;
CREATE UNIQUE INDEX payment_methods_one_company_default ON payment_methods (company_id) WHERE is_default AND company_id IS NOT NULL;

CREATE SEQUENCE subscription_invoice_number_seq;
CREATE TABLE subscription_invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  number text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('plan_change', 'renewal')),
  plan text NOT NULL CHECK (plan IN ('basic', 'premium', 'enterprise')),
  previous_plan text CHECK (previous_plan IN ('basic', 'premium', 'enterprise')),
  status text NOT NULL CHECK (status IN ('paid', 'failed')),
  -- [{description, amount}]: the plan, pro-rata credits, credit applied; amounts in minor units.
  lines jsonb NOT NULL,
  amount integer NOT NULL CHECK (amount >= 0),
  currency text NOT NULL CHECK (currency IN ('USD', 'EUR', 'GBP', 'CAD', 'AUD')),
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  card_brand text,
  card_last4 text,
  processor_charge_id text,
  failure_code text,
  -- The processor's idempotency key of the charge: one invoice per change or renewal.
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscription_invoices_company_idx ON subscription_invoices (company_id, created_at DESC, id);
