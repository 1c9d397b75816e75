-- A document's bytes are kept by the document storage under `storage_key`; documents uploaded
-- before keep theirs in `content`, and are read from there.
ALTER TABLE application_documents ADD COLUMN storage_key text;

-- An upload link takes one upload: the first claims it, and an upload that was refused keeps its
-- reason, so the link answers why instead of taking bytes again.
ALTER TABLE application_documents ADD COLUMN upload_claimed_at text;
ALTER TABLE application_documents ADD COLUMN upload_failure text;
