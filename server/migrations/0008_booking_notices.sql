-- Booking notices: reminders sent once, in-app notifications written once per event, mail attachments.

-- When each reminder went out (the reminder scan claims a booking by setting these).
ALTER TABLE bookings
  ADD COLUMN reminded_day_before_at timestamptz,
  ADD COLUMN reminded_soon_at timestamptz;

-- The reminder scan looks at confirmed bookings starting within a day.
CREATE INDEX bookings_confirmed_start_idx ON bookings (starts_at) WHERE status = 'confirmed';

-- An event's notification is written once, however often its job is retried.
ALTER TABLE notifications ADD COLUMN source_key text;
CREATE UNIQUE INDEX notifications_source_key_key ON notifications (user_id, source_key) WHERE source_key IS NOT NULL;

-- What was attached to a captured mail (names, types and sizes; not the content).
ALTER TABLE outbox_mail ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;
