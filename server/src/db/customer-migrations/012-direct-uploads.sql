-- A document whose bytes the browser puts straight into the document store (a presigned link):
-- the key its link writes to, set when the link is handed out. The document counts as stored
-- (`storage_key`) only once the service has checked the bytes that landed there.
ALTER TABLE application_documents ADD COLUMN upload_key TEXT;
