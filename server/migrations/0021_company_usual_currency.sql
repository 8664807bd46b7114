-- The company's usual currency: a setting of its profile, the currency its figures list first. It starts as
-- the currency most of its fields are priced in (else the first it lists) and is always among its currencies.
ALTER TABLE companies ADD COLUMN primary_currency text;
UPDATE companies c SET primary_currency = COALESCE(
  (SELECT f.currency FROM fields f WHERE f.company_id = c.id GROUP BY f.currency ORDER BY count(*) DESC, f.currency LIMIT 1),
  c.currencies[1], 'USD');
UPDATE companies SET currencies = array_prepend(primary_currency, currencies) WHERE NOT (primary_currency = ANY (currencies));
ALTER TABLE companies ALTER COLUMN primary_currency SET DEFAULT 'USD', ALTER COLUMN primary_currency SET NOT NULL;
ALTER TABLE companies ADD CONSTRAINT companies_primary_currency_listed CHECK (primary_currency = ANY (currencies));
