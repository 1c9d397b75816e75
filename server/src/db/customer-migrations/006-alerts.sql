-- Alerts (customer database): every table and column here belongs with the customers' data.

-- The language a customer reads their e-mail in.
ALTER TABLE customers ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr'));

-- How often a saved search e-mails its new matches.
ALTER TABLE saved_searches ADD COLUMN alert_frequency TEXT NOT NULL DEFAULT 'daily'
  CHECK (alert_frequency IN ('instant', 'daily', 'weekly', 'off'));

-- Each saved search's cursor: changes up to `cursor` (a listing's updatedOn) are handled, so a
-- restart neither resends nor skips. Counts what the customer sees in the profile.
CREATE TABLE saved_search_alerts (
  search_id INTEGER PRIMARY KEY REFERENCES saved_searches (id) ON DELETE CASCADE,
  cursor TEXT NOT NULL,
  last_run_at TEXT NOT NULL,
  last_alert_at TEXT,
  listings_sent INTEGER NOT NULL DEFAULT 0
);

-- What a saved search last sent of each listing: a listing is sent again only when it changes.
CREATE TABLE alert_listing_state (
  search_id INTEGER NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  mls_number TEXT NOT NULL,
  board_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  last_status TEXT NOT NULL,
  list_price INTEGER NOT NULL,
  PRIMARY KEY (search_id, mls_number, board_id)
) WITHOUT ROWID;

-- A saved home as the alert job last saw it, and the latest change the customer was told of.
ALTER TABLE saved_homes ADD COLUMN watched_status TEXT;
ALTER TABLE saved_homes ADD COLUMN watched_last_status TEXT;
ALTER TABLE saved_homes ADD COLUMN watched_price INTEGER;
ALTER TABLE saved_homes ADD COLUMN latest_change TEXT;
ALTER TABLE saved_homes ADD COLUMN latest_change_at TEXT;
CREATE INDEX saved_homes_listing ON saved_homes (mls_number, board_id);

-- Job-wide cursors (the saved homes' watch).
CREATE TABLE alert_cursors (
  name TEXT PRIMARY KEY,
  cursor TEXT NOT NULL
);

-- E-mails decided and not yet delivered: written in the same transaction that moves a cursor,
-- sent afterwards with retries, so a crash between the two loses nothing.
CREATE TABLE alert_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_sub TEXT NOT NULL REFERENCES customers (sub) ON DELETE CASCADE,
  search_id INTEGER REFERENCES saved_searches (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('search', 'homes')),
  payload TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX alert_outbox_due ON alert_outbox (status, next_attempt_at);

-- Secrets the service makes for itself on first start (the unsubscribe links' signing key).
CREATE TABLE service_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
