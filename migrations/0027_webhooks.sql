-- Signed webhooks to a CRM (Standard Webhooks; decision record 0043).
--
-- webhook_endpoints: where events go. secret is the endpoint's `whsec_…` signing secret, sealed at
-- rest under TOTP_ENCRYPTION_KEYS like the TOTP secrets (aesgcm:v1:…, bound to the endpoint's id);
-- previous_secret is the one it replaced, still signed with until previous_until (24 h after a
-- rotation), so a receiver can switch without losing events. events is a JSON array of event types.
CREATE TABLE webhook_endpoints (
  id               TEXT PRIMARY KEY,
  url              TEXT NOT NULL CHECK (length(url) BETWEEN 8 AND 2000),
  description      TEXT NOT NULL DEFAULT '' CHECK (length(description) <= 300),
  events           TEXT NOT NULL CHECK (json_valid(events) AND json_type(events) = 'array'),
  secret           TEXT NOT NULL,
  previous_secret  TEXT,
  previous_until   TEXT,
  paused           INTEGER NOT NULL DEFAULT 0 CHECK (paused IN (0, 1)),
  created_by       TEXT REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- One row per event and endpoint, written in the same batch as the change it reports.
-- state:
--   pending    waiting for its first try, or for its next at next_attempt_at (backoff with jitter);
--              a drain that claims it holds it until lease_until
--   delivered  the endpoint answered 2xx
--   failed     no 2xx before give_up_at (24 h after it was queued, or after staff sent it again)
-- webhook_id is the Standard Webhooks message id: the same on every attempt, so receivers skip repeats.
CREATE TABLE webhook_deliveries (
  id               TEXT PRIMARY KEY,
  endpoint_id      TEXT NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  webhook_id       TEXT NOT NULL,
  event            TEXT NOT NULL CHECK (length(event) BETWEEN 1 AND 100),
  payload          TEXT NOT NULL CHECK (length(payload) <= 20000),
  state            TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts         INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at  TEXT NOT NULL,
  give_up_at       TEXT NOT NULL,
  lease_until      TEXT,
  last_status      INTEGER,
  last_error       TEXT,
  last_duration_ms INTEGER,
  created_at       TEXT NOT NULL,
  delivered_at     TEXT
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (state, next_attempt_at);
CREATE INDEX webhook_deliveries_created ON webhook_deliveries (created_at DESC);
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at DESC);

-- Every attempt of a delivery, for the staff screen's log: when, the response's status (NULL: no
-- response: refused, timed out, a redirect not followed), how long it took.
CREATE TABLE webhook_attempts (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  delivery_id  TEXT NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempt      INTEGER NOT NULL CHECK (attempt >= 1),
  at           TEXT NOT NULL,
  status       INTEGER,
  duration_ms  INTEGER NOT NULL DEFAULT 0,
  error        TEXT
);
CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, attempt);
