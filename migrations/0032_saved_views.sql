-- The inbox's saved views (decision record 0024): a staff member's own named filters and order
-- for /admin/sales-requests, optionally shared with the team. The four built-in views stay links
-- (lib/sales/inboxViews.ts); these are stored because they belong to a person.
--
-- filters is a JSON object of the inbox's URL filter keys (q, from, to, status, assignee,
-- followUp, pageSize, sort, dir) to their values, checked by the save's schema; the view is that
-- query string. A view goes with its owner (ON DELETE CASCADE). One name once per owner.
CREATE TABLE inbox_saved_views (
  id          TEXT PRIMARY KEY,
  owner_id    TEXT NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  name        TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  filters     TEXT NOT NULL CHECK (json_valid(filters) AND json_type(filters) = 'object' AND length(filters) <= 2000),
  shared      INTEGER NOT NULL DEFAULT 0 CHECK (shared IN (0, 1)),
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX inbox_saved_views_owner_name ON inbox_saved_views (owner_id, name);
CREATE INDEX inbox_saved_views_shared ON inbox_saved_views (shared) WHERE shared = 1;
