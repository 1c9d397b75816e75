-- Listings as the feed describes them: filterable columns beside the full record (JSON).
-- tile_x/tile_y are the Web-Mercator tile at zoom 20, so a cluster query at zoom z groups by
-- (tile_x >> (20 - z), tile_y >> (20 - z)) on integers.
CREATE TABLE listings (
  mls_number TEXT NOT NULL,
  board_id INTEGER NOT NULL,
  class TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('Sale', 'Lease')),
  status TEXT NOT NULL CHECK (status IN ('A', 'U')),
  last_status TEXT NOT NULL,
  list_price INTEGER NOT NULL,
  sold_price INTEGER,
  list_date TEXT NOT NULL,
  sold_date TEXT,
  updated_on TEXT NOT NULL,
  property_type TEXT NOT NULL,
  style TEXT NOT NULL,
  beds INTEGER NOT NULL,
  beds_plus INTEGER NOT NULL,
  baths INTEGER NOT NULL,
  sqft_min INTEGER,
  sqft_max INTEGER,
  garage_spaces INTEGER NOT NULL,
  year_built INTEGER,
  city TEXT NOT NULL,
  area TEXT NOT NULL,
  neighborhood TEXT NOT NULL,
  street_number TEXT NOT NULL,
  street_name TEXT NOT NULL,
  street_suffix TEXT NOT NULL,
  unit_number TEXT NOT NULL,
  zip TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  tile_x INTEGER NOT NULL,
  tile_y INTEGER NOT NULL,
  display_public INTEGER NOT NULL,
  random_key INTEGER NOT NULL,
  search_text TEXT NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (mls_number, board_id)
) WITHOUT ROWID;

CREATE INDEX listings_map ON listings (status, type, tile_x, tile_y, list_price);
CREATE INDEX listings_city ON listings (city, status, type, list_price);
CREATE INDEX listings_neighborhood ON listings (neighborhood, status, type);
CREATE INDEX listings_sold ON listings (city, last_status, sold_date);
CREATE INDEX listings_updated ON listings (status, type, updated_on);
CREATE INDEX listings_address ON listings (street_name, street_number, unit_number);

CREATE TABLE cities (
  name TEXT PRIMARY KEY,
  area TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  boundary TEXT NOT NULL
);

CREATE TABLE neighbourhoods (
  name TEXT NOT NULL,
  city TEXT NOT NULL REFERENCES cities (name),
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  boundary TEXT NOT NULL,
  PRIMARY KEY (city, name)
);

CREATE INDEX neighbourhoods_name ON neighbourhoods (name);
