-- Before the split, customer rows lived in the listings file. Moving them is recorded here, in the
-- same transaction as the copied rows, so a start interrupted after the copy never copies twice.
CREATE TABLE legacy_imports (
  source TEXT NOT NULL,
  rows INTEGER NOT NULL,
  imported_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
