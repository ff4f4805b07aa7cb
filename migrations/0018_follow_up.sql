-- Issue 30 point 1 (decision record 0024): a follow-up date per sales request, and the inbox's
-- saved views ("My open", "Unassigned", "New", "Follow-up due") counted on every inbox page and
-- on the dashboard.

-- The day a rep means to get back to the prospect (YYYY-MM-DD, a whole day; NULL: none).
ALTER TABLE sales_requests ADD COLUMN follow_up_on TEXT CHECK (
  follow_up_on IS NULL OR (length(follow_up_on) = 10 AND follow_up_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')
);

-- "Follow-up due": a date on or before today, on a request not closed. Partial (most requests have
-- no date, so the index stays small), with the status so the view's count reads only the index.
-- `follow_up_on <= ?` implies `follow_up_on IS NOT NULL`, which SQLite needs to use it.
CREATE INDEX sales_requests_follow_up ON sales_requests (follow_up_on, status) WHERE follow_up_on IS NOT NULL;

-- The open requests per assignee (the views' and the dashboard's counts) from the index alone.
CREATE INDEX sales_requests_assignee_status ON sales_requests (assigned_to, status);

-- The history records a follow-up change in the same entry as a status, assignee or note change,
-- as it records an assignment: whether it changed, from and to (NULL: no date).
ALTER TABLE sales_request_notes ADD COLUMN follow_up_changed INTEGER NOT NULL DEFAULT 0 CHECK (follow_up_changed IN (0, 1));
ALTER TABLE sales_request_notes ADD COLUMN follow_up_from TEXT;
ALTER TABLE sales_request_notes ADD COLUMN follow_up_to TEXT;
