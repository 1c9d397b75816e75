-- A guest is told nothing that identifies a withheld home. Homes come back to the market over
-- the years, and a withheld listing whose home was listed publicly before or since would give its
-- address away by its twin, so when any listing of an address is withheld, every listing of it
-- is, for guests (see realty/boardRules/homeKey.ts for what one address is).
--
-- `listing_public` is now the listing's own permissions (both 'Y'); `display_public`, which every
-- guest figure, position and text already reads, becomes the home's: 1 only when every listing
-- of the home is public. The guest columns of migration 010 follow `display_public`. Triggers
-- keep both right on every write, the feed's and the generator's included: a withheld listing
-- written for a public home withholds its public twins, and deleting it or making it public
-- gives them back. Their updates of `display_public` reach the statistics summary (migration
-- 013) and the in-memory columns (migration 016) through those migrations' own triggers.
--
-- The key is computed by the service (`listing_home_key`, registered on the connection that
-- migrates), so there is one definition of a home, in TypeScript; new rows carry it as written.
ALTER TABLE listings ADD COLUMN listing_public INTEGER NOT NULL DEFAULT 1;
ALTER TABLE listings ADD COLUMN home_key TEXT NOT NULL DEFAULT '';

UPDATE listings SET
  listing_public = display_public,
  home_key = (SELECT listing_home_key(d.data) FROM listing_data d
    WHERE d.mls_number = listings.mls_number AND d.board_id = listings.board_id);

CREATE INDEX listings_home ON listings (home_key, listing_public);

-- The public listings of homes with a withheld listing: their guest position is their cell's
-- centre and their guest text the MLS number, city and neighbourhood (as migration 010 has it).
UPDATE listings SET
  display_public = 0,
  guest_lat = ((floor(lat / 0.00135) + 0.5) * 0.00135),
  guest_lng = ((floor(lng / 0.0019) + 0.5) * 0.0019),
  guest_tile_x = CAST(floor((((floor(lng / 0.0019) + 0.5) * 0.0019) + 180) / 360 * 1048576) AS INTEGER),
  guest_tile_y = CAST(floor((1 - ln(tan(radians(((floor(lat / 0.00135) + 0.5) * 0.00135))) + 1 / cos(radians(((floor(lat / 0.00135) + 0.5) * 0.00135)))) / pi()) / 2
      * 1048576) AS INTEGER),
  guest_search_text = lower(mls_number || ' ' || city || ' ' || neighborhood)
WHERE display_public = 1 AND EXISTS (
  SELECT 1 FROM listings o WHERE o.home_key = listings.home_key AND o.listing_public = 0
);

-- A guest's autocomplete matches a withheld home's listings by their guest text alone: this
-- index holds it for them, so that match reads the withheld homes' entries and nothing else.
CREATE INDEX listings_guest_text ON listings (display_public, guest_search_text);

-- Each trigger flips the listings of a home whose `display_public` no longer says whether every
-- listing of it is public, and sets their guest columns to match.
CREATE TRIGGER listings_home_insert AFTER INSERT ON listings BEGIN
  UPDATE listings SET
    display_public = 1 - display_public,
    guest_lat = CASE WHEN display_public = 0 THEN lat ELSE ((floor(lat / 0.00135) + 0.5) * 0.00135) END,
    guest_lng = CASE WHEN display_public = 0 THEN lng ELSE ((floor(lng / 0.0019) + 0.5) * 0.0019) END,
    guest_tile_x = CASE WHEN display_public = 0 THEN tile_x ELSE CAST(floor((((floor(lng / 0.0019) + 0.5) * 0.0019) + 180) / 360 * 1048576) AS INTEGER) END,
    guest_tile_y = CASE WHEN display_public = 0 THEN tile_y ELSE CAST(floor((1 - ln(tan(radians(((floor(lat / 0.00135) + 0.5) * 0.00135))) + 1 / cos(radians(((floor(lat / 0.00135) + 0.5) * 0.00135)))) / pi()) / 2
      * 1048576) AS INTEGER) END,
    guest_search_text = CASE WHEN display_public = 0 THEN search_text
      ELSE lower(mls_number || ' ' || city || ' ' || neighborhood) END
  WHERE home_key = NEW.home_key
    AND display_public <> (SELECT min(listing_public) FROM listings WHERE home_key = NEW.home_key);
END;

CREATE TRIGGER listings_home_update AFTER UPDATE OF listing_public, home_key ON listings BEGIN
  UPDATE listings SET
    display_public = 1 - display_public,
    guest_lat = CASE WHEN display_public = 0 THEN lat ELSE ((floor(lat / 0.00135) + 0.5) * 0.00135) END,
    guest_lng = CASE WHEN display_public = 0 THEN lng ELSE ((floor(lng / 0.0019) + 0.5) * 0.0019) END,
    guest_tile_x = CASE WHEN display_public = 0 THEN tile_x ELSE CAST(floor((((floor(lng / 0.0019) + 0.5) * 0.0019) + 180) / 360 * 1048576) AS INTEGER) END,
    guest_tile_y = CASE WHEN display_public = 0 THEN tile_y ELSE CAST(floor((1 - ln(tan(radians(((floor(lat / 0.00135) + 0.5) * 0.00135))) + 1 / cos(radians(((floor(lat / 0.00135) + 0.5) * 0.00135)))) / pi()) / 2
      * 1048576) AS INTEGER) END,
    guest_search_text = CASE WHEN display_public = 0 THEN search_text
      ELSE lower(mls_number || ' ' || city || ' ' || neighborhood) END
  WHERE home_key = NEW.home_key
    AND display_public <> (SELECT min(listing_public) FROM listings WHERE home_key = NEW.home_key);
  UPDATE listings SET
    display_public = 1 - display_public,
    guest_lat = CASE WHEN display_public = 0 THEN lat ELSE ((floor(lat / 0.00135) + 0.5) * 0.00135) END,
    guest_lng = CASE WHEN display_public = 0 THEN lng ELSE ((floor(lng / 0.0019) + 0.5) * 0.0019) END,
    guest_tile_x = CASE WHEN display_public = 0 THEN tile_x ELSE CAST(floor((((floor(lng / 0.0019) + 0.5) * 0.0019) + 180) / 360 * 1048576) AS INTEGER) END,
    guest_tile_y = CASE WHEN display_public = 0 THEN tile_y ELSE CAST(floor((1 - ln(tan(radians(((floor(lat / 0.00135) + 0.5) * 0.00135))) + 1 / cos(radians(((floor(lat / 0.00135) + 0.5) * 0.00135)))) / pi()) / 2
      * 1048576) AS INTEGER) END,
    guest_search_text = CASE WHEN display_public = 0 THEN search_text
      ELSE lower(mls_number || ' ' || city || ' ' || neighborhood) END
  WHERE home_key = OLD.home_key
    AND display_public <> (SELECT min(listing_public) FROM listings WHERE home_key = OLD.home_key);
END;

CREATE TRIGGER listings_home_delete AFTER DELETE ON listings BEGIN
  UPDATE listings SET
    display_public = 1 - display_public,
    guest_lat = CASE WHEN display_public = 0 THEN lat ELSE ((floor(lat / 0.00135) + 0.5) * 0.00135) END,
    guest_lng = CASE WHEN display_public = 0 THEN lng ELSE ((floor(lng / 0.0019) + 0.5) * 0.0019) END,
    guest_tile_x = CASE WHEN display_public = 0 THEN tile_x ELSE CAST(floor((((floor(lng / 0.0019) + 0.5) * 0.0019) + 180) / 360 * 1048576) AS INTEGER) END,
    guest_tile_y = CASE WHEN display_public = 0 THEN tile_y ELSE CAST(floor((1 - ln(tan(radians(((floor(lat / 0.00135) + 0.5) * 0.00135))) + 1 / cos(radians(((floor(lat / 0.00135) + 0.5) * 0.00135)))) / pi()) / 2
      * 1048576) AS INTEGER) END,
    guest_search_text = CASE WHEN display_public = 0 THEN search_text
      ELSE lower(mls_number || ' ' || city || ' ' || neighborhood) END
  WHERE home_key = OLD.home_key
    AND display_public <> (SELECT min(listing_public) FROM listings WHERE home_key = OLD.home_key);
END;

-- SQLite runs a write's triggers newest first. The statistics summary's triggers (migration 013)
-- must see a listing as it was written before the home triggers above change its
-- `display_public` (a nested update they then follow), so they are created again, unchanged,
-- after them: they run first.
DROP TRIGGER listing_figures_insert;
CREATE TRIGGER listing_figures_insert AFTER INSERT ON listings BEGIN
  INSERT INTO listing_month_figures (city, status, last_status, dated, month, beds, display_public, property_type, class, type,
    listings, list_price_sum, list_price_low, list_price_high, closed, sold_price_sum, days_sum)
  VALUES (NEW.city,
    NEW.status,
    NEW.last_status,
    (NEW.sold_date IS NOT NULL),
    substr(coalesce(NEW.sold_date, NEW.list_date), 1, 7),
    NEW.beds,
    NEW.display_public,
    NEW.property_type,
    NEW.class,
    NEW.type,
    1, NEW.list_price, NEW.list_price, NEW.list_price, (NEW.sold_price IS NOT NULL),
    coalesce(NEW.sold_price, 0), CASE WHEN NEW.sold_price IS NULL THEN 0
      ELSE coalesce(max(0, round(julianday(NEW.sold_date) - julianday(NEW.list_date))), 0) END)
  ON CONFLICT (city, status, last_status, dated, month, beds, display_public, property_type, class, type) DO UPDATE SET
    listings = listings + 1,
    list_price_sum = list_price_sum + excluded.list_price_sum,
    list_price_low = min(list_price_low, excluded.list_price_low),
    list_price_high = max(list_price_high, excluded.list_price_high),
    closed = closed + excluded.closed,
    sold_price_sum = sold_price_sum + excluded.sold_price_sum,
    days_sum = days_sum + excluded.days_sum;
END;

DROP TRIGGER listing_figures_update;
CREATE TRIGGER listing_figures_update AFTER UPDATE OF
  city, status, last_status, sold_date, list_date, beds, display_public, property_type, class, type,
  list_price, sold_price
ON listings BEGIN
  UPDATE listing_month_figures SET
    listings = listings - 1,
    list_price_sum = list_price_sum - OLD.list_price,
    closed = closed - (OLD.sold_price IS NOT NULL),
    sold_price_sum = sold_price_sum - coalesce(OLD.sold_price, 0),
    days_sum = days_sum - (CASE WHEN OLD.sold_price IS NULL THEN 0
      ELSE coalesce(max(0, round(julianday(OLD.sold_date) - julianday(OLD.list_date))), 0) END)
  WHERE city = OLD.city
    AND status = OLD.status
    AND last_status = OLD.last_status
    AND dated = (OLD.sold_date IS NOT NULL)
    AND month = substr(coalesce(OLD.sold_date, OLD.list_date), 1, 7)
    AND beds = OLD.beds
    AND display_public = OLD.display_public
    AND property_type = OLD.property_type
    AND class = OLD.class
    AND type = OLD.type;
  DELETE FROM listing_month_figures WHERE listings <= 0
    AND city = OLD.city
    AND status = OLD.status
    AND last_status = OLD.last_status
    AND dated = (OLD.sold_date IS NOT NULL)
    AND month = substr(coalesce(OLD.sold_date, OLD.list_date), 1, 7)
    AND beds = OLD.beds
    AND display_public = OLD.display_public
    AND property_type = OLD.property_type
    AND class = OLD.class
    AND type = OLD.type;
  INSERT INTO listing_month_figures (city, status, last_status, dated, month, beds, display_public, property_type, class, type,
    listings, list_price_sum, list_price_low, list_price_high, closed, sold_price_sum, days_sum)
  VALUES (NEW.city,
    NEW.status,
    NEW.last_status,
    (NEW.sold_date IS NOT NULL),
    substr(coalesce(NEW.sold_date, NEW.list_date), 1, 7),
    NEW.beds,
    NEW.display_public,
    NEW.property_type,
    NEW.class,
    NEW.type,
    1, NEW.list_price, NEW.list_price, NEW.list_price, (NEW.sold_price IS NOT NULL),
    coalesce(NEW.sold_price, 0), CASE WHEN NEW.sold_price IS NULL THEN 0
      ELSE coalesce(max(0, round(julianday(NEW.sold_date) - julianday(NEW.list_date))), 0) END)
  ON CONFLICT (city, status, last_status, dated, month, beds, display_public, property_type, class, type) DO UPDATE SET
    listings = listings + 1,
    list_price_sum = list_price_sum + excluded.list_price_sum,
    list_price_low = min(list_price_low, excluded.list_price_low),
    list_price_high = max(list_price_high, excluded.list_price_high),
    closed = closed + excluded.closed,
    sold_price_sum = sold_price_sum + excluded.sold_price_sum,
    days_sum = days_sum + excluded.days_sum;
END;
