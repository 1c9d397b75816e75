-- Mortgage pre-approval applications of the customer service. The
-- application's fields are kept as the checked JSON the customer sent; every row names its owner.
CREATE TABLE applications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_sub TEXT NOT NULL REFERENCES customers (sub) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'draft',
  fields TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX applications_customer ON applications (customer_sub, id);

-- Co-applicants and other signers of an application.
CREATE TABLE application_signers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  application_id INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  fields TEXT NOT NULL
);

-- Supporting documents: announced with their name, type and size, then uploaded.
CREATE TABLE application_documents (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  application_id INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  content BLOB,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Lender matches for an application, written by the brokerage's matching; the customer answers.
CREATE TABLE application_matches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  application_id INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  lender TEXT NOT NULL,
  rate REAL NOT NULL,
  term_years INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'offered' CHECK (status IN ('offered', 'accepted', 'declined'))
);

-- A customer's referral code; a lead sent with it is their referral.
ALTER TABLE customers ADD COLUMN referral_code TEXT;
CREATE UNIQUE INDEX customers_referral_code ON customers (referral_code);
