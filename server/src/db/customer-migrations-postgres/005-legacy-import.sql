-- Before the split, customer rows lived in the listings file. Moving them is recorded here, in the
-- same transaction as the copied rows, so a start interrupted after the copy never copies twice.
-- Only the SQLite file ever had such a past; the table is kept here so both schemas are the same.
CREATE TABLE legacy_imports (
  source text NOT NULL,
  rows integer NOT NULL,
  imported_at text NOT NULL DEFAULT (to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
);
