-- What a guest's searches read of each listing. For a listing the board lets the public see
-- (display_public = 1) these are its own position and search text; for a withheld one they are
-- the centre of its ~150 m grid cell (0.00135 degrees of latitude by 0.0019 of longitude) and
-- only its MLS number, city and neighbourhood, so no guest query can find its street or door.
-- New rows get the same values from realty/boardRules/guestPosition.ts.
ALTER TABLE listings ADD COLUMN guest_lat REAL;
ALTER TABLE listings ADD COLUMN guest_lng REAL;
ALTER TABLE listings ADD COLUMN guest_tile_x INTEGER;
ALTER TABLE listings ADD COLUMN guest_tile_y INTEGER;
ALTER TABLE listings ADD COLUMN guest_search_text TEXT;

UPDATE listings SET
  guest_lat = CASE WHEN display_public = 1 THEN lat
    ELSE (floor(lat / 0.00135) + 0.5) * 0.00135 END,
  guest_lng = CASE WHEN display_public = 1 THEN lng
    ELSE (floor(lng / 0.0019) + 0.5) * 0.0019 END,
  guest_search_text = CASE WHEN display_public = 1 THEN search_text
    ELSE lower(mls_number || ' ' || city || ' ' || neighborhood) END;

UPDATE listings SET
  guest_tile_x = CASE WHEN display_public = 1 THEN tile_x
    ELSE CAST(floor((guest_lng + 180) / 360 * 1048576) AS INTEGER) END,
  guest_tile_y = CASE WHEN display_public = 1 THEN tile_y
    ELSE CAST(floor((1 - ln(tan(radians(guest_lat)) + 1 / cos(radians(guest_lat))) / pi()) / 2
      * 1048576) AS INTEGER) END;

-- Map views read either position from the index alone, as before.
DROP INDEX listings_map;
CREATE INDEX listings_map ON listings (
  status, type, tile_x, tile_y, last_status, class, list_price, beds, baths, lat, lng,
  guest_tile_x, guest_tile_y, guest_lat, guest_lng
);

-- The trends statistics read whether each sale is public (a guest's sold prices are the public
-- ones only), still from the index alone.
DROP INDEX listings_sold;
CREATE INDEX listings_sold ON listings (
  city, last_status, sold_date, status, beds, list_price, sold_price, list_date, property_type,
  display_public
);
