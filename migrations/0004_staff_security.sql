-- Second factor (TOTP, RFC 6238) for staff accounts.
-- totp_secret: the base32 secret once enrolment is confirmed by a code; NULL = no second factor.
-- totp_pending: a secret shown for enrolment, not yet confirmed (replaced by each new setup).
-- totp_last_step: the 30-second step of the last code accepted, so a code cannot be replayed.
ALTER TABLE staff_users ADD COLUMN totp_secret TEXT;
ALTER TABLE staff_users ADD COLUMN totp_pending TEXT;
ALTER TABLE staff_users ADD COLUMN totp_last_step INTEGER NOT NULL DEFAULT 0;

-- One-time recovery codes: SHA-256 of each (they are random, 60 bits, so a fast hash suffices).
CREATE TABLE staff_recovery_codes (
  user_id   TEXT NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at   TEXT,
  PRIMARY KEY (user_id, code_hash)
);
