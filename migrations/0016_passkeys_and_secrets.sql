-- Issue 32 (decision records 0012 and 0026). TOTP secrets need no column here: they are sealed in
-- place (`aesgcm:v1:<key id>:…`, the key id inside each value) by the app, which rewrites a clear
-- value on its first read, and by the seed's sweep; SQLite has no AES and the key must never reach a
-- migration file.

-- Passkeys (WebAuthn credentials): several per staff user or demo user, each with a name.
-- id: the credential id (base64url); public_key: the COSE key (base64url); counter: the signature
-- counter (0 for authenticators that keep none); transports: a JSON array the browser reported.
CREATE TABLE passkeys (
  id             TEXT PRIMARY KEY,
  staff_user_id  TEXT REFERENCES staff_users (id) ON DELETE CASCADE,
  demo_user_id   TEXT REFERENCES demo_users (id) ON DELETE CASCADE,
  name           TEXT NOT NULL,
  public_key     TEXT NOT NULL,
  counter        INTEGER NOT NULL DEFAULT 0,
  transports     TEXT NOT NULL DEFAULT '[]',
  backed_up      INTEGER NOT NULL DEFAULT 0,
  created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  last_used_at   TEXT,
  CHECK ((staff_user_id IS NULL) <> (demo_user_id IS NULL))
);
CREATE INDEX passkeys_staff ON passkeys (staff_user_id) WHERE staff_user_id IS NOT NULL;
CREATE INDEX passkeys_demo ON passkeys (demo_user_id) WHERE demo_user_id IS NOT NULL;

-- WebAuthn challenges: single-use (deleted by the statement that accepts them), short-lived, and
-- bound to what asked: a session (registration, step-up) or a sign-in attempt (`binding`, the
-- random value of an HttpOnly cookie set with the options). `audience` is staff or demo.
CREATE TABLE webauthn_challenges (
  id          TEXT PRIMARY KEY,
  purpose     TEXT NOT NULL CHECK (purpose IN ('register', 'signin', 'stepup')),
  audience    TEXT NOT NULL CHECK (audience IN ('staff', 'demo')),
  challenge   TEXT NOT NULL,
  binding     TEXT NOT NULL,
  expires_at  TEXT NOT NULL
);
CREATE INDEX webauthn_challenges_expiry ON webauthn_challenges (expires_at);
