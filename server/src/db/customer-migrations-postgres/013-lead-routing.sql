-- Lead routing: the brokerage's roster, each lead's realtor, and the one outbox carrying the
-- lead e-mails beside the alerts.

-- The roster, as the roster file (ROSTER_FILE) last seeded it. A realtor taken off the file is
-- kept inactive rather than deleted, so the leads once assigned to them still name them.
-- `languages` and `cities` are JSON arrays of text; `team` is 'sales' or 'mortgage'.
CREATE TABLE realtors (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  photo_url text,
  languages text NOT NULL DEFAULT '["en"]',
  cities text NOT NULL DEFAULT '[]',
  team text NOT NULL DEFAULT 'sales' CHECK (team IN ('sales', 'mortgage')),
  active integer NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  updated_at text NOT NULL
);

-- Round-robin among equally suited realtors: each pool's count of leads handed out so far, kept
-- in the database so every instance, and every restart, continues the same rotation.
CREATE TABLE routing_turns (
  pool text PRIMARY KEY,
  turns integer NOT NULL DEFAULT 0
);

-- Each lead's realtor, and the language the visitor browsed in (their e-mails are in it).
ALTER TABLE leads ADD COLUMN realtor_id text REFERENCES realtors (id);
ALTER TABLE leads ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr'));
CREATE INDEX leads_realtor ON leads (realtor_id);

-- The outbox carries every e-mail the service sends: a customer's alerts (customer_sub), a lead's
-- e-mails to its realtor and to the visitor (lead_id), and a pre-approval's summary to the
-- mortgage team (application_id).
ALTER TABLE alert_outbox ALTER COLUMN customer_sub DROP NOT NULL;
ALTER TABLE alert_outbox ADD COLUMN lead_id integer REFERENCES leads (id) ON DELETE CASCADE;
ALTER TABLE alert_outbox
  ADD COLUMN application_id integer REFERENCES applications (id) ON DELETE CASCADE;
ALTER TABLE alert_outbox DROP CONSTRAINT alert_outbox_kind_check;
ALTER TABLE alert_outbox ADD CONSTRAINT alert_outbox_kind_check
  CHECK (kind IN ('search', 'homes', 'lead-realtor', 'lead-visitor', 'application-team'));
ALTER TABLE alert_outbox ADD CONSTRAINT alert_outbox_recipient_check
  CHECK (customer_sub IS NOT NULL OR lead_id IS NOT NULL OR application_id IS NOT NULL);
CREATE INDEX alert_outbox_lead ON alert_outbox (lead_id);
