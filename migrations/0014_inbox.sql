-- Migration 0014: the sales inbox at 100,000 requests (issue 30, decision record 0024).
--
-- 1. Indexes whose order is the inbox's order. The list sorts by `created_at DESC, rowid DESC`
--    (rowid breaks ties between requests stored in the same millisecond). An index on
--    `created_at DESC` holds (created_at DESC, rowid ASC), so SQLite sorted all 100,000 rows for
--    every page; an ascending index read backwards gives (created_at DESC, rowid DESC) exactly,
--    and read forwards the oldest-first order. The same for the status and assignee filters.
DROP INDEX IF EXISTS sales_requests_created;
DROP INDEX IF EXISTS sales_requests_status;
DROP INDEX IF EXISTS sales_requests_assignee;
CREATE INDEX sales_requests_created ON sales_requests (created_at);
CREATE INDEX sales_requests_status ON sales_requests (status, created_at);
CREATE INDEX sales_requests_assignee ON sales_requests (assigned_to, created_at);
-- The name sort (case-insensitive, as the ORDER BY compares) and the grid's totals by contact type.
CREATE INDEX sales_requests_name ON sales_requests (name COLLATE NOCASE, created_at);
CREATE INDEX sales_requests_contact_type ON sales_requests (contact_type);

-- 2. Full-text search. The trigram tokenizer indexes every three-character piece, so a word of
--    three characters or more is found anywhere inside a field (the inbox's search is a substring
--    search, not a word search), case-insensitively. The row is linked by the request's id, not by
--    rowid: a table rebuild (as 0010 did) renumbers rowids and would silently mismatch the index.
CREATE VIRTUAL TABLE sales_requests_fts USING fts5 (
  request_id UNINDEXED,
  name,
  company_name,
  email,
  products,
  comments,
  tokenize = 'trigram'
);

INSERT INTO sales_requests_fts (request_id, name, company_name, email, products, comments)
SELECT id, name, company_name, email, products, comments FROM sales_requests;

-- Kept in step by triggers, in the same transaction as the change. The searched fields never
-- change once stored (staff change status, assignee and notes), so the update trigger fires only
-- for a correction made by hand.
CREATE TRIGGER sales_requests_fts_insert AFTER INSERT ON sales_requests BEGIN
  INSERT INTO sales_requests_fts (request_id, name, company_name, email, products, comments)
  VALUES (new.id, new.name, new.company_name, new.email, new.products, new.comments);
END;

CREATE TRIGGER sales_requests_fts_delete AFTER DELETE ON sales_requests BEGIN
  DELETE FROM sales_requests_fts WHERE request_id = old.id;
END;

CREATE TRIGGER sales_requests_fts_update AFTER UPDATE OF id, name, company_name, email, products, comments ON sales_requests BEGIN
  DELETE FROM sales_requests_fts WHERE request_id = old.id;
  INSERT INTO sales_requests_fts (request_id, name, company_name, email, products, comments)
  VALUES (new.id, new.name, new.company_name, new.email, new.products, new.comments);
END;
