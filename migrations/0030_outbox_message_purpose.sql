-- What a staff message is for, where its kind ('staff') says only who wrote it: the outbox screen
-- labels a demo invitation and a demo access reminder as such instead of "Staff message". A column
-- beside `kind` rather than new kinds: `kind`'s CHECK is in the table's definition, and SQLite
-- changes a CHECK only by rebuilding the table (and the foreign keys into it).
ALTER TABLE email_outbox ADD COLUMN purpose TEXT CHECK (purpose IS NULL OR purpose IN ('demo_invitation', 'demo_reminder'));

-- The messages queued before this column: an invitation is the one staff message whose body is
-- sealed (decision record 0026); a reminder is named by its reminder row.
UPDATE email_outbox SET purpose = 'demo_invitation' WHERE kind = 'staff' AND body_text LIKE 'aesgcm:v1:%';
UPDATE email_outbox SET purpose = 'demo_reminder' WHERE id IN (SELECT outbox_id FROM demo_expiry_reminders);
