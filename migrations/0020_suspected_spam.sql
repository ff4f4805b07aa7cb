-- Suspected spam (decision record 0034): a contact request that shows a spam signal (a filled
-- honeypot, a forged form token, links where a name belongs...) is stored here, not dropped, with
-- its reasons. It sends no e-mail and is counted in no inbox view; a staff member's "Not spam"
-- moves it into sales_requests (same id) and queues its e-mails, and rows older than 30 days are
-- deleted by the scheduled work. A separate table keeps every inbox query, count, export and the
-- search index free of it without a filter each of them would have to remember.
CREATE TABLE suspected_spam (
  id           TEXT PRIMARY KEY,
  client_id    TEXT NOT NULL UNIQUE CHECK (length(client_id) BETWEEN 8 AND 64),
  contact_type TEXT NOT NULL DEFAULT '' CHECK (contact_type IN ('', 'Request a Demo', 'Request Info', 'Comments', 'Suggestions')),
  products     TEXT NOT NULL CHECK (length(products) BETWEEN 1 AND 200),
  name         TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  company_name TEXT NOT NULL CHECK (length(company_name) BETWEEN 1 AND 200),
  email        TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  phone        TEXT NOT NULL CHECK (length(phone) BETWEEN 1 AND 16),
  address      TEXT NOT NULL DEFAULT '' CHECK (length(address) <= 200),
  country      TEXT NOT NULL DEFAULT '' CHECK (length(country) <= 100),
  contact_made TEXT NOT NULL DEFAULT '' CHECK (contact_made IN ('', 'Referral', 'Web Search', 'Web Ad', 'Cold Call', 'Other')),
  comments     TEXT NOT NULL DEFAULT '' CHECK (length(comments) <= 4000),
  -- The signals that marked it, comma-separated codes (SPAM_REASONS in suspectedSpam.server.ts).
  reasons      TEXT NOT NULL CHECK (length(reasons) BETWEEN 1 AND 200),
  created_at   TEXT NOT NULL
);
CREATE INDEX suspected_spam_created ON suspected_spam (created_at DESC);
