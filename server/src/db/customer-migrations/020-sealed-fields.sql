-- Applications' fields, signers' fields and documents' bytes are sealed with envelope
-- encryption: each row names the key-encryption key its data key is wrapped under, so a key
-- rotation finds the rows still under an old key, and a start finds rows stored before
-- encryption (null) to seal.
ALTER TABLE applications ADD COLUMN key_id TEXT;
ALTER TABLE application_signers ADD COLUMN key_id TEXT;
ALTER TABLE application_documents ADD COLUMN key_id TEXT;
