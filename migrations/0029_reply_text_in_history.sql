-- A reply's text in the request's history (decision record 0029's replies): the outbox row holds
-- the message only until it is purged, and the history is where a rep reads what was said. The
-- text is sealed at rest as the outbox's invitation bodies are (AES-GCM under TOTP_ENCRYPTION_KEYS,
-- `aesgcm:v1:<key id>:…`, associated data the request's id): a copy of D1 alone holds no
-- correspondence. NULL for entries that are not replies, and for replies sent before this column.
ALTER TABLE sales_request_notes ADD COLUMN reply_text TEXT;
