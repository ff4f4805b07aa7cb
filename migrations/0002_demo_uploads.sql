-- Multipart uploads of demo media in progress (videos up to several GB go to R2 in parts).
-- R2 cannot list the parts of an upload, so each part's ETag is recorded here as it lands: a
-- browser that lost its connection asks which parts exist and sends only the rest. A row lives
-- from "create" until its object becomes a demo_items row (the row is then deleted) or the upload
-- is aborted; stale rows are cleaned up by app/server/demo/demoUploads.server.ts.
CREATE TABLE demo_uploads (
  id           TEXT PRIMARY KEY,
  r2_key       TEXT NOT NULL UNIQUE,
  r2_upload_id TEXT NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN ('video', 'image')),
  filename     TEXT NOT NULL CHECK (length(filename) BETWEEN 1 AND 255),
  content_type TEXT NOT NULL,
  size_bytes   INTEGER NOT NULL CHECK (size_bytes > 0),
  part_size    INTEGER NOT NULL CHECK (part_size > 0),
  part_count   INTEGER NOT NULL CHECK (part_count BETWEEN 1 AND 10000),
  status       TEXT NOT NULL DEFAULT 'uploading' CHECK (status IN ('uploading', 'completed')),
  created_by   TEXT REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  completed_at TEXT
);
CREATE INDEX demo_uploads_created ON demo_uploads (created_at);

CREATE TABLE demo_upload_parts (
  upload_id   TEXT NOT NULL REFERENCES demo_uploads (id) ON DELETE CASCADE,
  part_number INTEGER NOT NULL CHECK (part_number BETWEEN 1 AND 10000),
  etag        TEXT NOT NULL,
  size_bytes  INTEGER NOT NULL CHECK (size_bytes > 0),
  uploaded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (upload_id, part_number)
);
