-- Issue 14 (point 4): product brochures, a lead source (decision record 0015).

-- One PDF brochure per catalogue product (product_id is the catalogue's id, as in demo_items: the
-- catalogue is code, not a table), taken from the uploads library. Deleting the upload removes
-- the brochure with it; removing the staff user keeps the brochure and forgets who attached it.
CREATE TABLE product_brochures (
  product_id  TEXT PRIMARY KEY CHECK (length(product_id) BETWEEN 1 AND 100),
  upload_id   TEXT NOT NULL REFERENCES uploads (id) ON DELETE CASCADE,
  attached_by TEXT REFERENCES staff_users (id) ON DELETE SET NULL,
  attached_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX product_brochures_upload ON product_brochures (upload_id);

-- A brochure download is a sales request of its own type, with a name, a company and an e-mail
-- but no phone. SQLite cannot change a CHECK in place, so sales_requests is rebuilt with
--   contact_type: 'Brochure download' allowed as well;
--   phone: may be '' (the contact form's schema still requires one; the table only bounds it).
-- Same columns in the same order (assigned_to, added by 0006, last), same indexes (0001, 0006).
--
-- The rebuild must not lose what hangs off a request. D1 enforces foreign keys, and DROP TABLE
-- runs an implicit DELETE first, which fires the actions of the tables that reference it:
--   sales_request_notes.sales_request_id  ON DELETE CASCADE  (every note would be deleted)
--   email_outbox.sales_request_id         ON DELETE SET NULL (every message would lose its request)
-- Deferring foreign keys defers checks, not actions, so both are copied aside first and put back
-- (notes with the same ids) once the new table has the old rows. No triggers are defined on these
-- tables (only staff_audit has triggers, 0008).

CREATE TABLE sales_request_notes_keep AS SELECT * FROM sales_request_notes;
CREATE TABLE email_outbox_links_keep AS SELECT id, sales_request_id FROM email_outbox WHERE sales_request_id IS NOT NULL;

CREATE TABLE sales_requests_next (
  id           TEXT PRIMARY KEY,
  client_id    TEXT NOT NULL UNIQUE CHECK (length(client_id) BETWEEN 8 AND 64),
  contact_type TEXT NOT NULL DEFAULT '' CHECK (contact_type IN ('', 'Request a Demo', 'Request Info', 'Comments', 'Suggestions', 'Brochure download')),
  products     TEXT NOT NULL CHECK (length(products) BETWEEN 1 AND 200),
  name         TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  company_name TEXT NOT NULL CHECK (length(company_name) BETWEEN 1 AND 200),
  email        TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  phone        TEXT NOT NULL DEFAULT '' CHECK (length(phone) <= 16),
  address      TEXT NOT NULL DEFAULT '' CHECK (length(address) <= 200),
  country      TEXT NOT NULL DEFAULT '' CHECK (length(country) <= 100),
  contact_made TEXT NOT NULL DEFAULT '' CHECK (contact_made IN ('', 'Referral', 'Web Search', 'Web Ad', 'Cold Call', 'Other')),
  comments     TEXT NOT NULL DEFAULT '' CHECK (length(comments) <= 4000),
  status       TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'qualified', 'closed')),
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  assigned_to  TEXT REFERENCES staff_users (id) ON DELETE SET NULL
);

INSERT INTO sales_requests_next
  (id, client_id, contact_type, products, name, company_name, email, phone, address, country, contact_made, comments, status, created_at, updated_at, assigned_to)
SELECT id, client_id, contact_type, products, name, company_name, email, phone, address, country, contact_made, comments, status, created_at, updated_at, assigned_to
FROM sales_requests;

-- The implicit DELETE empties sales_request_notes and nulls the outbox's links (restored below).
DROP TABLE sales_requests;
ALTER TABLE sales_requests_next RENAME TO sales_requests;
CREATE INDEX sales_requests_created ON sales_requests (created_at DESC);
CREATE INDEX sales_requests_status ON sales_requests (status, created_at DESC);
CREATE INDEX sales_requests_assignee ON sales_requests (assigned_to, created_at DESC);

INSERT INTO sales_request_notes
  (id, sales_request_id, author_id, body, status_from, status_to, created_at, assignee_changed, assignee_from, assignee_to)
SELECT id, sales_request_id, author_id, body, status_from, status_to, created_at, assignee_changed, assignee_from, assignee_to
FROM sales_request_notes_keep;

UPDATE email_outbox
SET sales_request_id = (SELECT k.sales_request_id FROM email_outbox_links_keep k WHERE k.id = email_outbox.id)
WHERE id IN (SELECT id FROM email_outbox_links_keep);

DROP TABLE sales_request_notes_keep;
DROP TABLE email_outbox_links_keep;
