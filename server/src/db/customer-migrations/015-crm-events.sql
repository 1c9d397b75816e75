-- What the CRM is told: one row per thing that happened (a lead, a registration, a saved home or
-- search), written in the same transaction as that thing, then sent by a background sender with
-- retries. `cause` names the thing (`lead:42`), so it is told once however often it is retried.
-- `kept`: recorded while no CRM was configured; shown to staff, never sent.
CREATE TABLE crm_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  cause TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  lead_id INTEGER REFERENCES leads (id) ON DELETE CASCADE,
  customer_sub TEXT REFERENCES customers (sub) ON DELETE CASCADE,
  payload TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'parked', 'kept')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  claimed_by TEXT,
  claimed_until TEXT,
  sent_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX crm_events_due ON crm_events (status, next_attempt_at);
CREATE INDEX crm_events_lead ON crm_events (lead_id);
CREATE INDEX crm_events_customer ON crm_events (customer_sub);
