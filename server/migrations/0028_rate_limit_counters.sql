-- Per-client request counts of the rate-limited routes (plugins/rate-limit.ts), shared by every API instance:
-- one row per route and client address, counting the requests of its current window. A request past the
-- window's end starts a new one in the same row (one upsert, rate-limit.repository.ts); rows whose window
-- has ended are deleted by a periodic job.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL CHECK (hits > 0),
  window_ends_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_window_ends_idx ON rate_limit_counters (window_ends_at);
