-- Versions in another language of what staff write (decision record 0054): one row per record and
-- language, the translated fields as a JSON object whose shape each kind's schema checks
-- (app/lib/translations/contentKinds.ts). English stays in the record's own table; a page in a
-- language without a row here shows the English and says so. Staff save these at each record's
-- "Translations" screen, with an audit row in the same batch.
CREATE TABLE content_translations (
  kind        TEXT NOT NULL CHECK (kind IN ('post', 'story', 'trust_fact', 'company_office', 'company_leader', 'company_channel', 'product')),
  -- The record's id in its own table (a catalogue product's id for 'product').
  record_id   TEXT NOT NULL CHECK (length(record_id) BETWEEN 1 AND 100),
  -- A translated language of app/config/languages.mjs; English is the record itself.
  language    TEXT NOT NULL CHECK (language IN ('es', 'fr', 'pt', 'ar')),
  fields_json TEXT NOT NULL CHECK (json_valid(fields_json) AND json_type(fields_json) = 'object' AND length(fields_json) <= 120000),
  updated_by  TEXT REFERENCES staff_users (id) ON DELETE SET NULL,
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (kind, record_id, language)
);
-- The news pages' version (their ETag) per language reads the newest change.
CREATE INDEX content_translations_language ON content_translations (kind, language, updated_at);

-- A record's translations go with it: the kinds' tables cannot hold a foreign key to one table of all kinds.
CREATE TRIGGER blog_posts_translations_delete AFTER DELETE ON blog_posts
BEGIN
  DELETE FROM content_translations WHERE kind = 'post' AND record_id = OLD.id;
END;
CREATE TRIGGER customer_stories_translations_delete AFTER DELETE ON customer_stories
BEGIN
  DELETE FROM content_translations WHERE kind = 'story' AND record_id = OLD.id;
END;
CREATE TRIGGER trust_facts_translations_delete AFTER DELETE ON trust_facts
BEGIN
  DELETE FROM content_translations WHERE kind = 'trust_fact' AND record_id = OLD.id;
END;
CREATE TRIGGER company_offices_translations_delete AFTER DELETE ON company_offices
BEGIN
  DELETE FROM content_translations WHERE kind = 'company_office' AND record_id = OLD.id;
END;
CREATE TRIGGER company_leaders_translations_delete AFTER DELETE ON company_leaders
BEGIN
  DELETE FROM content_translations WHERE kind = 'company_leader' AND record_id = OLD.id;
END;
CREATE TRIGGER company_channels_translations_delete AFTER DELETE ON company_channels
BEGIN
  DELETE FROM content_translations WHERE kind = 'company_channel' AND record_id = OLD.id;
END;
