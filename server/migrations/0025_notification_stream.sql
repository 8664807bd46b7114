-- Notifications in real time, unread and archive (docs/adr/0033-notifications-in-real-time.md).
--
-- `seq`: the order in which notifications were written, from one sequence. The live stream uses it as its
-- event id, so a browser that reconnects with `Last-Event-ID` gets the notifications written after it.
-- Rows already there are numbered when the column is added.
ALTER TABLE notifications ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE notifications ADD CONSTRAINT notifications_seq_key UNIQUE (seq);
CREATE INDEX notifications_user_seq_idx ON notifications (user_id, seq);

-- Archived notifications leave the default list and the unread count; they are listed with `archived=true`.
ALTER TABLE notifications ADD COLUMN archived_at timestamptz;

-- Every change to a user's notifications is announced on the `notifications` channel, whoever writes it
-- (the API's routes, the booking notices and announcement jobs, a plain SQL insert): each API instance
-- listens once and tells the streams it holds. An insert names the row; an update or delete names only
-- the user, so that PostgreSQL delivers one announcement per user for a bulk change (mark all as read,
-- clear all) made in one transaction. A payload stays far below the 8000-byte limit: the stream reads the
-- notification itself.
CREATE FUNCTION notifications_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('notifications', json_build_object('userId', NEW.user_id, 'kind', 'insert', 'id', NEW.id, 'seq', NEW.seq)::text);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('notifications', json_build_object('userId', NEW.user_id, 'kind', 'update')::text);
    IF OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('notifications', json_build_object('userId', OLD.user_id, 'kind', 'update')::text);
    END IF;
  ELSE
    PERFORM pg_notify('notifications', json_build_object('userId', OLD.user_id, 'kind', 'delete')::text);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER notifications_announce
  AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION notifications_announce();
