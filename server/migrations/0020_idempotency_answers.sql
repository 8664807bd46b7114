-- An idempotent request's stored answer is its result and message: the HTTP status belongs to the route
-- (a created booking is always 201, a payment or refund 200), not to the record of what happened.
ALTER TABLE idempotency_keys DROP COLUMN status_code;
