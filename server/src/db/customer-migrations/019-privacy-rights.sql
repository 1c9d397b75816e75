-- A customer's own privacy requests, recorded as the staff reads are: every export of their data
-- and every deletion of their account, who (a digest of the subject: the account itself is gone
-- after a deletion, and the log must name nobody), what, when and from which address.
-- Append-only: no code path changes or removes a row, and the triggers refuse any that tries.
CREATE TABLE privacy_audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  subject_digest TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('data.export', 'account.delete')),
  client_ip TEXT NOT NULL
);

CREATE INDEX privacy_audit_log_at ON privacy_audit_log (at);

CREATE TRIGGER privacy_audit_log_no_update BEFORE UPDATE ON privacy_audit_log
BEGIN
  SELECT RAISE(ABORT, 'privacy_audit_log is append-only');
END;

CREATE TRIGGER privacy_audit_log_no_delete BEFORE DELETE ON privacy_audit_log
BEGIN
  SELECT RAISE(ABORT, 'privacy_audit_log is append-only');
END;

-- The outbox also carries the confirmation of an account's deletion: its customer row is gone by
-- then, so the row names no customer, lead or application (its payload holds the address until
-- it is sent). SQLite cannot change a CHECK in place: the table is rebuilt with its rows.
CREATE TABLE alert_outbox_rebuilt (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_sub TEXT REFERENCES customers (sub) ON DELETE CASCADE,
  search_id INTEGER REFERENCES saved_searches (id) ON DELETE CASCADE,
  lead_id INTEGER REFERENCES leads (id) ON DELETE CASCADE,
  application_id INTEGER REFERENCES applications (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN (
    'search', 'homes', 'lead-realtor', 'lead-visitor', 'application-team', 'account-deleted'
  )),
  payload TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT,
  claimed_by TEXT,
  claimed_until TEXT,
  CHECK (customer_sub IS NOT NULL OR lead_id IS NOT NULL OR application_id IS NOT NULL
    OR kind = 'account-deleted')
);
INSERT INTO alert_outbox_rebuilt (id, customer_sub, search_id, lead_id, application_id, kind,
  payload, status, attempts, next_attempt_at, last_error, created_at, sent_at, claimed_by,
  claimed_until)
SELECT id, customer_sub, search_id, lead_id, application_id, kind, payload, status, attempts,
  next_attempt_at, last_error, created_at, sent_at, claimed_by, claimed_until
FROM alert_outbox;
DROP TABLE alert_outbox;
ALTER TABLE alert_outbox_rebuilt RENAME TO alert_outbox;
CREATE INDEX alert_outbox_due ON alert_outbox (status, next_attempt_at);
CREATE INDEX alert_outbox_lead ON alert_outbox (lead_id);
