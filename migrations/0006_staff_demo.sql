-- Issue 18: staff and demo areas.

-- A sales request can be assigned to one staff member (who follows it up). Removing the staff
-- user leaves the request unassigned rather than deleting it.
ALTER TABLE sales_requests ADD COLUMN assigned_to TEXT REFERENCES staff_users (id) ON DELETE SET NULL;
CREATE INDEX sales_requests_assignee ON sales_requests (assigned_to, created_at DESC);

-- The request's history records assignments as it records status changes: from whom to whom.
-- Names are read from staff_users at display time; ids of removed users read as "a former user".
ALTER TABLE sales_request_notes ADD COLUMN assignee_changed INTEGER NOT NULL DEFAULT 0 CHECK (assignee_changed IN (0, 1));
ALTER TABLE sales_request_notes ADD COLUMN assignee_from TEXT;
ALTER TABLE sales_request_notes ADD COLUMN assignee_to TEXT;
