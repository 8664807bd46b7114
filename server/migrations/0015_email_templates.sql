-- A company's own wording of the booking e-mails its customers receive, per kind and language.
CREATE TABLE company_email_templates (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('confirmed', 'awaitingConfirmation', 'paid', 'cancelled', 'reminderDayBefore', 'reminderSoon')),
  language text NOT NULL CHECK (language IN ('en', 'fr', 'ar')),
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  closing text NOT NULL DEFAULT '' CHECK (length(closing) <= 5000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, kind, language)
);
