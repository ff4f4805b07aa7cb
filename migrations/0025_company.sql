-- The company page (/company) and the Organization JSON-LD, kept by staff at /admin/company
-- (decision record 0039): the offices, the leadership and the sales and support channels. A
-- production database starts with none (this migration inserts nothing); the local seed adds the
-- sample entries, `sample = 1`, which the page tags "Sample" until staff replace them.
-- `position` is staff's order (Move up / Move down), ties broken by creation.
CREATE TABLE company_offices (
  id            TEXT PRIMARY KEY,
  city          TEXT NOT NULL CHECK (length(city) BETWEEN 1 AND 80),
  role          TEXT NOT NULL DEFAULT '' CHECK (length(role) <= 120),
  street        TEXT NOT NULL CHECK (length(street) BETWEEN 1 AND 200),
  locality      TEXT NOT NULL CHECK (length(locality) BETWEEN 1 AND 80),
  region        TEXT NOT NULL DEFAULT '' CHECK (length(region) <= 80),
  postal_code   TEXT NOT NULL DEFAULT '' CHECK (length(postal_code) <= 20),
  -- ISO 3166-1 alpha-2, upper case (the JSON-LD's addressCountry).
  country       TEXT NOT NULL CHECK (length(country) = 2 AND country NOT GLOB '*[^A-Z]*'),
  country_name  TEXT NOT NULL CHECK (length(country_name) BETWEEN 1 AND 80),
  -- As people read it ("+1 212 555 0142"); tel: links and the JSON-LD use its E.164 form.
  telephone     TEXT NOT NULL DEFAULT '' CHECK (length(telephone) <= 40),
  position      INTEGER NOT NULL DEFAULT 0,
  sample        INTEGER NOT NULL DEFAULT 0 CHECK (sample IN (0, 1)),
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX company_offices_order ON company_offices (position, created_at);

CREATE TABLE company_leaders (
  id              TEXT PRIMARY KEY,
  name            TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  title           TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  bio             TEXT NOT NULL DEFAULT '' CHECK (length(bio) <= 600),
  -- An image from the uploads library; its text alternative is required with it (the schema).
  photo_upload_id TEXT REFERENCES uploads (id) ON DELETE SET NULL,
  photo_alt       TEXT NOT NULL DEFAULT '' CHECK (length(photo_alt) <= 300),
  position        INTEGER NOT NULL DEFAULT 0,
  sample          INTEGER NOT NULL DEFAULT 0 CHECK (sample IN (0, 1)),
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX company_leaders_order ON company_leaders (position, created_at);
CREATE INDEX company_leaders_photo ON company_leaders (photo_upload_id);

-- How to reach sales and support: each a schema.org contactPoint on the Organization JSON-LD.
CREATE TABLE company_channels (
  id            TEXT PRIMARY KEY,
  contact_type  TEXT NOT NULL CHECK (contact_type IN ('sales', 'customer support', 'technical support', 'billing support')),
  label         TEXT NOT NULL CHECK (length(label) BETWEEN 1 AND 80),
  email         TEXT NOT NULL DEFAULT '' CHECK (length(email) <= 254),
  telephone     TEXT NOT NULL DEFAULT '' CHECK (length(telephone) <= 40),
  hours         TEXT NOT NULL DEFAULT '' CHECK (length(hours) <= 200),
  position      INTEGER NOT NULL DEFAULT 0,
  sample        INTEGER NOT NULL DEFAULT 0 CHECK (sample IN (0, 1)),
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (email <> '' OR telephone <> '')
);
CREATE INDEX company_channels_order ON company_channels (position, created_at);
