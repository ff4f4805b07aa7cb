-- A news post can be sample content, as a customer story can (`customer_stories.sample`): the local
-- seed's welcome post is one. The go-live checklist lists what is still sample, and in production a
-- sample post is never published (decision record 0038). A staff save that rewrites the body makes
-- the post the team's own (sample = 0).
ALTER TABLE blog_posts ADD COLUMN sample INTEGER NOT NULL DEFAULT 0 CHECK (sample IN (0, 1));
-- The seed's welcome post (scripts/seed.ts, fixed id) in a local database seeded before this column.
UPDATE blog_posts SET sample = 1 WHERE id = '00000000-0000-4000-8000-000000000004';
