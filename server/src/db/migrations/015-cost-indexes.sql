-- Two indexes that let a broad search read an index alone instead of one table row per listing
-- (a row holds the listing's search text, so reaching 100,000 of them costs 150-350 ms):
--
-- A page in the default order (latest update first) filtered by price, class, last status,
-- bedrooms or bathrooms: the update time and those filters side by side.
DROP INDEX listings_updated;
CREATE INDEX listings_updated ON listings (
  status, type, updated_on, list_price, last_status, class, beds, baths
);

-- Statistics over a map area or a drawn one: positions (exact and the guest's) beside every
-- column the statistics read, so the sums per month read the index alone.
CREATE INDEX listings_area ON listings (
  status, tile_x, tile_y, lat, lng, guest_tile_x, guest_tile_y, guest_lat, guest_lng, type,
  last_status, class, list_price, sold_price, sold_date, list_date, property_type, display_public,
  beds, baths
);

-- The query planner weighs indexes by their statistics; an index without them is misjudged
-- (taken for searches it does not cover). A file written before this migration gets them now,
-- sampled as PRAGMA optimize samples them when a new file's listings are written (at most 2,000
-- rows an index), so both kinds of file are planned alike.
PRAGMA analysis_limit = 2000;
ANALYZE listings;
PRAGMA analysis_limit = 0;
