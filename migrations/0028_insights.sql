-- Cookie-less page analytics as daily aggregates (decision record 0044). No row names a visitor:
-- no IP address, user agent or identifier is stored, only counts per UTC day.

-- What visitors did, per day × kind × key, split by coarse facts: the country Cloudflare reports
-- (two letters, '' when unknown) and the device class read from the user agent (mobile, tablet,
-- desktop). kind: page (key: path), product (key: catalogue id), group (key: group path), search and
-- search_none (key: the term, lower case), brochure and request_demo / request_info (key: product
-- id or ''), referrer (key: host), campaign (key: "source / medium / campaign").
CREATE TABLE event_counts (
  day     TEXT NOT NULL CHECK (length(day) = 10),
  kind    TEXT NOT NULL CHECK (kind IN ('page', 'product', 'group', 'search', 'search_none', 'brochure', 'request_demo', 'request_info', 'referrer', 'campaign')),
  key     TEXT NOT NULL CHECK (length(key) <= 300),
  country TEXT NOT NULL DEFAULT '' CHECK (length(country) <= 2),
  device  TEXT NOT NULL DEFAULT '' CHECK (device IN ('', 'mobile', 'tablet', 'desktop')),
  count   INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, kind, key, country, device)
) WITHOUT ROWID;
CREATE INDEX event_counts_kind_day ON event_counts (kind, day);

-- Field web vitals as histograms, per day × page type × metric: bucket i holds the values in
-- [i × step, (i + 1) × step) of the metric's step (app/lib/insights/vitals.ts), so the 75th
-- percentile of any range of days is read from the summed buckets.
CREATE TABLE vital_buckets (
  day       TEXT NOT NULL CHECK (length(day) = 10),
  page_type TEXT NOT NULL CHECK (length(page_type) BETWEEN 1 AND 20),
  metric    TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'TTFB')),
  bucket    INTEGER NOT NULL CHECK (bucket >= 0),
  count     INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, page_type, metric, bucket)
) WITHOUT ROWID;

-- The pages a prospect viewed in the visit before asking, sent only when they ticked the form's
-- box (a JSON array of {path, title}); NULL otherwise.
ALTER TABLE sales_requests ADD COLUMN visit_path TEXT CHECK (visit_path IS NULL OR length(visit_path) <= 4000);
