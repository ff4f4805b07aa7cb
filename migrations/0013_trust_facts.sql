-- The trust centre's facts (issue 29 point 2, decision record 0023): what /trust-centre says about
-- security, privacy, compliance, hosting, availability and responsible disclosure, each edited by
-- staff and dated by its last review (`reviewed_on`, a calendar day), which the page shows beside it.
-- The body is plain text (paragraphs split by blank lines), never HTML.
CREATE TABLE trust_facts (
  id TEXT PRIMARY KEY,
  section TEXT NOT NULL CHECK (section IN ('security', 'privacy', 'compliance', 'hosting', 'availability', 'disclosure')),
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  reviewed_on TEXT NOT NULL CHECK (reviewed_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  position INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (section, title)
);
CREATE INDEX trust_facts_section ON trust_facts (section, position);
