-- Refunds of payments: recorded before the processor is asked, settled after (like charges).
CREATE TABLE refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  payment_id uuid NOT NULL REFERENCES payments (id) ON DELETE RESTRICT,
  amount integer NOT NULL CHECK (amount > 0),
  reason text,
  status text NOT NULL CHECK (status IN ('processing', 'completed', 'failed')),
  processor_refund_id text,
  -- Who asked with which Idempotency-Key, to tell a retry from another refund.
  request_key text,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refunds_payment_idx ON refunds (payment_id);
CREATE INDEX refunds_processing_idx ON refunds (updated_at) WHERE status = 'processing';
CREATE UNIQUE INDEX refunds_request_key ON refunds (payment_id, request_key) WHERE request_key IS NOT NULL;
