-- Leads sent through the contact service. Kept forever: the brokerage's pipeline starts here.
CREATE TABLE leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  city TEXT,
  price INTEGER,
  code TEXT,
  board_id INTEGER,
  address TEXT,
  message TEXT,
  payload TEXT NOT NULL
);

CREATE INDEX leads_created_at ON leads (created_at);
