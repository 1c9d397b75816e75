-- The residential streets the dataset's generator laid out, as lines for the keyless map
-- (highways and arterials are fixed geography and live in the code). A street's box finds the
-- streets a view overlaps; path is a GeoJSON LineString's coordinates.
CREATE TABLE streets (
  id INTEGER PRIMARY KEY,
  city TEXT NOT NULL,
  name TEXT NOT NULL,
  west REAL NOT NULL,
  south REAL NOT NULL,
  east REAL NOT NULL,
  north REAL NOT NULL,
  path TEXT NOT NULL
);
CREATE INDEX streets_box ON streets (west, south);
