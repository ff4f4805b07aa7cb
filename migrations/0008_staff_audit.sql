-- Staff audit log and staff session assurance (issue 16, decision record 0012).

-- Who did what, when, from which address: sign-ins and failures, second-factor changes, user and
-- role changes, request status changes, post publishing, demo grants. No foreign keys: an entry
-- outlives the user it names (the e-mail is copied for that reason). Append only: the triggers
-- refuse any UPDATE or DELETE, whatever code runs.
CREATE TABLE staff_audit (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor_id    TEXT,
  actor_email TEXT,
  action      TEXT NOT NULL,
  target      TEXT,
  detail      TEXT,
  ip          TEXT
);
CREATE INDEX staff_audit_at ON staff_audit (at DESC, id DESC);
CREATE INDEX staff_audit_action_at ON staff_audit (action, at DESC);
CREATE INDEX staff_audit_actor_at ON staff_audit (actor_email, at DESC);

CREATE TRIGGER staff_audit_no_update BEFORE UPDATE ON staff_audit
BEGIN
  SELECT RAISE(ABORT, 'staff_audit is append-only');
END;

CREATE TRIGGER staff_audit_no_delete BEFORE DELETE ON staff_audit
BEGIN
  SELECT RAISE(ABORT, 'staff_audit is append-only');
END;

-- second_factor: the session was opened with a second factor (remember-me is honoured only then).
-- reauth_at: the last time the user proved the password or a code in this session (sign-in or a
-- step-up); managing users, roles, second factors and passwords needs it within 15 minutes.
ALTER TABLE sessions ADD COLUMN second_factor INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN reauth_at TEXT;
