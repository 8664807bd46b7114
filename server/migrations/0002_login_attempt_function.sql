-- Reserving a login attempt in one round trip: under a per-account advisory lock, forget attempts
-- older than the window, count the rest, and record a new one if under the limit. The lock is held
-- until the end of the calling statement's transaction, so concurrent calls cannot overshoot.
CREATE FUNCTION reserve_login_attempt(p_key text, p_now timestamptz, p_window_start timestamptz, p_limit integer)
RETURNS TABLE (attempt_id uuid, oldest timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  attempts integer;
  first_at timestamptz;
  new_id uuid;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_key, 0));
  DELETE FROM login_attempts WHERE account_key = p_key AND attempted_at <= p_window_start;
  SELECT count(*), min(attempted_at) INTO attempts, first_at
    FROM login_attempts WHERE account_key = p_key AND attempted_at > p_window_start;
  IF attempts >= p_limit THEN
    RETURN QUERY SELECT NULL::uuid, first_at;
    RETURN;
  END IF;
  INSERT INTO login_attempts (account_key, attempted_at) VALUES (p_key, p_now) RETURNING id INTO new_id;
  RETURN QUERY SELECT new_id, NULL::timestamptz;
END;
$$;
