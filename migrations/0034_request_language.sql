-- The language a contact request was made in (decision record 0049's public site languages):
-- the page's, from its path (/es/contact is Spanish). Sales reads it in the inbox, the CRM
-- receives it, and the acknowledgement goes out in it. Suspected spam keeps it too, so a request
-- a staff member restores is acknowledged in its own language. Rows from before are English:
-- the site had no other language then.
ALTER TABLE sales_requests ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es', 'fr', 'pt', 'ar'));
ALTER TABLE suspected_spam ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es', 'fr', 'pt', 'ar'));
