-- Issue 32 point 3 (decision record 0026): prospects are invited by e-mail instead of being given a
-- password staff typed. The link's token is kept only as its SHA-256 (token_hash); it works once
-- (used_at) and for 7 days (expires_at). A new invitation for the same user ends the older ones.
CREATE TABLE demo_invitations (
  id            TEXT PRIMARY KEY,
  demo_user_id  TEXT NOT NULL REFERENCES demo_users (id) ON DELETE CASCADE,
  token_hash    TEXT NOT NULL UNIQUE,
  created_by    TEXT REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at    TEXT NOT NULL,
  used_at       TEXT
);
CREATE INDEX demo_invitations_user ON demo_invitations (demo_user_id);

-- One reminder per access: the sales owner is told 3 days before a demo user's access ends, once
-- per (user, end of access); extending the access makes a new end, and so a new reminder.
CREATE TABLE demo_expiry_reminders (
  demo_user_id  TEXT NOT NULL REFERENCES demo_users (id) ON DELETE CASCADE,
  expires_at    TEXT NOT NULL,
  outbox_id     TEXT NOT NULL,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (demo_user_id, expires_at)
);
