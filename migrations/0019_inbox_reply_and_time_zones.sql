-- Issue 30 (decision record 0029): a reply written in a sales request, and each staff member's time zone.
--
-- staff_users.time_zone: the IANA zone (e.g. 'Asia/Tokyo') staff screens show times in; NULL
-- follows the browser's zone. Times stay stored in UTC everywhere; this only changes display.
-- The app checks the name against Intl's supported zones; the CHECK only bounds its length.
ALTER TABLE staff_users ADD COLUMN time_zone TEXT CHECK (time_zone IS NULL OR length(time_zone) BETWEEN 1 AND 64);

-- sales_request_notes.reply_outbox_id: set on the history entry of a reply sent from the request;
-- it names the outbox row the reply was queued as (subject, delivery status). The outbox row, this
-- entry and the audit row are written in one batch. SET NULL keeps the entry if the message goes.
ALTER TABLE sales_request_notes ADD COLUMN reply_outbox_id TEXT REFERENCES email_outbox (id) ON DELETE SET NULL;
