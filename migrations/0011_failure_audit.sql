-- Failed and locked sign-ins and step-ups are aggregated (issue 26 point 7, decision record 0012):
-- one row per account, action and 15-minute window, with a count of the attempts and when the last
-- one was made, so a flood of guesses cannot flood the log. `window_key` names the row to count on
-- (NULL on every other row); `attempts` and `last_at` are the only columns that may change, only
-- on such a row, and only upward: the log stays append-only for everything else.
ALTER TABLE staff_audit ADD COLUMN attempts INTEGER NOT NULL DEFAULT 1;
ALTER TABLE staff_audit ADD COLUMN last_at TEXT;
ALTER TABLE staff_audit ADD COLUMN window_key TEXT;
CREATE UNIQUE INDEX staff_audit_window ON staff_audit (window_key) WHERE window_key IS NOT NULL;

DROP TRIGGER staff_audit_no_update;
CREATE TRIGGER staff_audit_no_update BEFORE UPDATE ON staff_audit
WHEN NOT (
  old.window_key IS NOT NULL
  AND new.id = old.id AND new.at = old.at AND new.action = old.action AND new.window_key = old.window_key
  AND new.actor_id IS old.actor_id AND new.actor_email IS old.actor_email
  AND new.target IS old.target AND new.detail IS old.detail AND new.ip IS old.ip
  AND new.attempts > old.attempts
)
BEGIN
  SELECT RAISE(ABORT, 'staff_audit is append-only');
END;
