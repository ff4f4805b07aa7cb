-- A product's screenshots follow its copy's draft → preview → publish (decision record 0040): a
-- screenshot staff add is in the draft only ('added') and a published one staff remove stays on the
-- page ('removing') until they publish the product; publishing makes the draft's set the page's,
-- discarding the draft gives the published set back. 'published' is what the page shows today.
ALTER TABLE product_screenshots ADD COLUMN state TEXT NOT NULL DEFAULT 'published' CHECK (state IN ('published', 'added', 'removing'));
