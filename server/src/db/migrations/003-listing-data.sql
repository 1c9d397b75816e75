-- The full records move out of the listings table: searches, counts and clusters then scan
-- compact rows and covering indexes, and read a record only for the page they return.
CREATE TABLE listing_data (
  mls_number TEXT NOT NULL,
  board_id INTEGER NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (mls_number, board_id)
) WITHOUT ROWID;

INSERT INTO listing_data (mls_number, board_id, data)
SELECT mls_number, board_id, data FROM listings;

ALTER TABLE listings DROP COLUMN data;

-- Map views: the tile range narrows the scan, the other filters and the cluster sums are read
-- from the index itself.
DROP INDEX listings_map;
CREATE INDEX listings_map ON listings (
  status, type, tile_x, tile_y, last_status, class, list_price, beds, baths, lat, lng
);

-- Lists by city: filters and the usual sort keys without touching the table.
DROP INDEX listings_city;
CREATE INDEX listings_city ON listings (
  city, status, type, last_status, class, list_price, beds, baths, list_date
);
