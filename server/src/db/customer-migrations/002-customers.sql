-- Customers of the accounts feature, keyed by the identity provider's subject. Created on the
-- first call with a valid ID token; names and email come from the token, the rest from PUT /user.
CREATE TABLE customers (
  sub TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  given_name TEXT NOT NULL DEFAULT '',
  family_name TEXT NOT NULL DEFAULT '',
  phone TEXT,
  email_notifications INTEGER NOT NULL DEFAULT 0 CHECK (email_notifications IN (0, 1)),
  registered_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Homes a customer keeps with the heart; a snapshot of what the profile lists.
CREATE TABLE saved_homes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_sub TEXT NOT NULL REFERENCES customers (sub) ON DELETE CASCADE,
  mls_number TEXT NOT NULL,
  board_id INTEGER NOT NULL,
  address TEXT NOT NULL,
  path TEXT NOT NULL,
  price REAL,
  image_key TEXT,
  saved_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (customer_sub, mls_number, board_id)
);

-- Searches kept by name: the app path with its query (filters, place) and the drawn polygon.
CREATE TABLE saved_searches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_sub TEXT NOT NULL REFERENCES customers (sub) ON DELETE CASCADE,
  name TEXT NOT NULL,
  path TEXT NOT NULL,
  polygon TEXT,
  saved_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX saved_searches_customer ON saved_searches (customer_sub, id);
