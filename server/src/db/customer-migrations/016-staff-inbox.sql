-- The staff inbox: where each lead stands (new, then contacted, then closed), when it last moved,
-- and a note the brokerage's staff keep on it.
ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'contacted', 'closed'));
ALTER TABLE leads ADD COLUMN status_changed_at TEXT;
ALTER TABLE leads ADD COLUMN staff_note TEXT;

CREATE INDEX leads_status_created_at ON leads (status, created_at);

-- Every staff read of a pre-approval application or of one of its documents: who read what, when.
-- Append-only: no code path changes or removes a row, and the triggers refuse any that tries.
-- Ids are kept as plain numbers (no foreign key): the record outlives a deleted application.
CREATE TABLE staff_audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  staff_sub TEXT NOT NULL,
  staff_email TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('application.read', 'document.read')),
  application_id INTEGER NOT NULL,
  document_id INTEGER
);

CREATE INDEX staff_audit_log_at ON staff_audit_log (at);

CREATE TRIGGER staff_audit_log_no_update BEFORE UPDATE ON staff_audit_log
BEGIN
  SELECT RAISE(ABORT, 'staff_audit_log is append-only');
END;

CREATE TRIGGER staff_audit_log_no_delete BEFORE DELETE ON staff_audit_log
BEGIN
  SELECT RAISE(ABORT, 'staff_audit_log is append-only');
END;
