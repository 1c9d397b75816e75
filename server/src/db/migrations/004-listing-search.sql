-- Address and MLS-number lookups for the search box: a full-text index with prefix tables, so
-- "123 ki" finds "123 King St W" without scanning every listing.
CREATE VIRTUAL TABLE listing_search USING fts5(
  mls_number UNINDEXED,
  board_id UNINDEXED,
  address,
  prefix = '1 2 3 4'
);

INSERT INTO listing_search (mls_number, board_id, address)
SELECT mls_number, board_id,
  lower(unit_number || ' ' || street_number || ' ' || street_name || ' ' || street_suffix || ' ' ||
    city || ' ' || zip || ' ' || mls_number)
FROM listings;
