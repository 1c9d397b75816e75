-- Lead routing: the brokerage's roster, each lead's realtor, and the one outbox carrying the
-- lead e-mails beside the alerts.

-- The roster, as the roster file (ROSTER_FILE) last seeded it. A realtor taken off the file is
-- kept inactive rather than deleted, so the leads once assigned to them still name them.
-- `languages` and `cities` are JSON arrays of text; `team` is 'sales' or 'mortgage'.
CREATE TABLE realtors (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  photo_url TEXT,
  languages TEXT NOT NULL DEFAULT '["en"]',
  cities TEXT NOT NULL DEFAULT '[]',
  team TEXT NOT NULL DEFAULT 'sales' CHECK (team IN ('sales', 'mortgage')),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  updated_at TEXT NOT NULL
);

-- Round-robin among equally suited realtors: each pool's count of leads handed out so far, kept
-- in the database so every instance, and every restart, continues the same rotation.
CREATE TABLE routing_turns (
  pool TEXT PRIMARY KEY,
  turns INTEGER NOT NULL DEFAULT 0
);

-- Each lead's realtor, and the language the visitor browsed in (their e-mails are in it).
ALTER TABLE leads ADD COLUMN realtor_id TEXT REFERENCES realtors (id);
ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr'));
CREATE INDEX leads_realtor ON leads (realtor_id);

-- The outbox carries every e-mail the service sends: a customer's alerts (customer_sub), a lead's
-- e-mails to its realtor and to the visitor (lead_id), and a pre-approval's summary to the
-- mortgage team (application_id). SQLite cannot relax a NOT NULL or a CHECK in place: the table
-- is rebuilt with its rows, ids and claims as they are.
CREATE TABLE alert_outbox_rebuilt (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_sub TEXT REFERENCES customers (sub) ON DELETE CASCADE,
  search_id INTEGER REFERENCES saved_searches (id) ON DELETE CASCADE,
  lead_id INTEGER REFERENCES leads (id) ON DELETE CASCADE,
  application_id INTEGER REFERENCES applications (id) ON DELETE CASCADE,
  kind TEXT NOT NULL
    CHECK (kind IN ('search', 'homes', 'lead-realtor', 'lead-visitor', 'application-team')),
  payload TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT,
  claimed_by TEXT,
  claimed_until TEXT,
  CHECK (customer_sub IS NOT NULL OR lead_id IS NOT NULL OR application_id IS NOT NULL)
);
INSERT INTO alert_outbox_rebuilt (id, customer_sub, search_id, kind, payload, status, attempts,
  next_attempt_at, last_error, created_at, sent_at, claimed_by, claimed_until)
SELECT id, customer_sub, search_id, kind, payload, status, attempts, next_attempt_at, last_error,
  created_at, sent_at, claimed_by, claimed_until
FROM alert_outbox;
DROP TABLE alert_outbox;
ALTER TABLE alert_outbox_rebuilt RENAME TO alert_outbox;
CREATE INDEX alert_outbox_due ON alert_outbox (status, next_attempt_at);
CREATE INDEX alert_outbox_lead ON alert_outbox (lead_id);
