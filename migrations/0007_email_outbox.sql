-- Issue 17: the outbox says what really happened to each message (decision record 0013).
--
-- status:
--   pending   waiting for its first try (or put back by staff with "Resend")
--   sending   claimed by one drain until lease_until; a drain that dies leaves it to be
--             claimed again after the lease (the provider's idempotency key stops a double send)
--   delivered the transport accepted it (transport, provider_message_id say which and as what)
--   failed    the last try failed; tried again at next_attempt_at (backoff)
--   abandoned permanently refused (a bad address) or out of attempts; only staff resend it
-- kind: which message it is (the sales notification, the prospect's acknowledgement, a staff message).
-- body_html: the HTML alternative of body_text (NULL: text only).
--
-- SQLite cannot change a CHECK in place, so email_outbox is rebuilt. email_attempts references it
-- with ON DELETE CASCADE, so its rows are set aside first: dropping the old outbox would otherwise
-- delete every attempt through the cascade.

CREATE TABLE email_outbox_next (
  id                  TEXT PRIMARY KEY,
  kind                TEXT NOT NULL DEFAULT 'staff' CHECK (kind IN ('sales_notification', 'acknowledgement', 'staff')),
  to_address          TEXT NOT NULL CHECK (length(to_address) BETWEEN 3 AND 254),
  reply_to            TEXT,
  subject             TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND 300),
  body_text           TEXT NOT NULL CHECK (length(body_text) <= 20000),
  body_html           TEXT CHECK (body_html IS NULL OR length(body_html) <= 100000),
  source              TEXT NOT NULL CHECK (source IN ('sales_request', 'staff')),
  sales_request_id    TEXT REFERENCES sales_requests (id) ON DELETE SET NULL,
  created_by          TEXT REFERENCES staff_users (id) ON DELETE SET NULL,
  status              TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'delivered', 'failed', 'abandoned')),
  attempts            INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  lease_until         TEXT,
  last_error          TEXT,
  transport           TEXT,
  provider_message_id TEXT,
  created_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  delivered_at        TEXT
);

-- Messages recorded as delivered with no provider ("logged: no e-mail provider configured") never
-- left the building: they are put back as pending so a configured transport sends them.
INSERT INTO email_outbox_next
  (id, kind, to_address, reply_to, subject, body_text, source, sales_request_id, created_by, status, attempts,
   next_attempt_at, last_error, transport, created_at, delivered_at)
SELECT o.id,
       CASE o.source WHEN 'sales_request' THEN 'sales_notification' ELSE 'staff' END,
       o.to_address, o.reply_to, o.subject, o.body_text, o.source, o.sales_request_id, o.created_by,
       CASE
         WHEN o.status = 'delivered' AND NOT EXISTS (
           SELECT 1 FROM email_attempts a WHERE a.outbox_id = o.id AND a.ok = 1 AND a.detail LIKE 'HTTP %') THEN 'pending'
         WHEN o.status = 'failed' THEN 'abandoned'
         ELSE o.status
       END,
       o.attempts, o.next_attempt_at, o.last_error,
       CASE WHEN o.status = 'delivered' AND EXISTS (
           SELECT 1 FROM email_attempts a WHERE a.outbox_id = o.id AND a.ok = 1 AND a.detail LIKE 'HTTP %') THEN 'http' END,
       o.created_at,
       CASE WHEN o.status = 'delivered' AND EXISTS (
           SELECT 1 FROM email_attempts a WHERE a.outbox_id = o.id AND a.ok = 1 AND a.detail LIKE 'HTTP %') THEN o.delivered_at END
FROM email_outbox o;

CREATE TABLE email_attempts_keep AS SELECT id, outbox_id, at, ok, detail FROM email_attempts;
DROP TABLE email_attempts;
DROP TABLE email_outbox;
ALTER TABLE email_outbox_next RENAME TO email_outbox;
CREATE INDEX email_outbox_due ON email_outbox (status, next_attempt_at);
CREATE INDEX email_outbox_created ON email_outbox (created_at DESC);
CREATE INDEX email_outbox_sales_request ON email_outbox (sales_request_id);

CREATE TABLE email_attempts (
  id        INTEGER PRIMARY KEY AUTOINCREMENT,
  outbox_id TEXT NOT NULL REFERENCES email_outbox (id) ON DELETE CASCADE,
  at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ok        INTEGER NOT NULL CHECK (ok IN (0, 1)),
  detail    TEXT NOT NULL DEFAULT ''
);
INSERT INTO email_attempts (id, outbox_id, at, ok, detail) SELECT id, outbox_id, at, ok, detail FROM email_attempts_keep;
DROP TABLE email_attempts_keep;
CREATE INDEX email_attempts_outbox ON email_attempts (outbox_id, at);
