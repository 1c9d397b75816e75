-- Statistics summed ahead, per month: every listing counted once in the row of its month (its
-- sold month, or its list month while unsold, `dated` saying which) and its city, status, last
-- status, bedrooms, whether the board lets the public see it, property type, class and type.
-- Averages and counts over whole months sum these rows (a city's seven years of sales: about
-- 2,900 rows instead of 14,700 listings), and each listing's days on market are worked out once,
-- here. Neighbourhoods are left out: they would multiply the rows and no statistics page
-- filters by them (such requests are answered from the listings).
--
-- list_price_low/high only ever widen (a delete does not narrow them), so "no listing in these
-- rows is priced beyond this bound" read from them is always true, if sometimes too cautious.
--
-- The triggers keep the rows current in the same transaction as every write to listings: the
-- generator's inserts, the feed's updates and deletes alike.
CREATE TABLE listing_month_figures (
  city TEXT NOT NULL,
  status TEXT NOT NULL,
  last_status TEXT NOT NULL,
  dated INTEGER NOT NULL,
  month TEXT NOT NULL,
  beds INTEGER NOT NULL,
  display_public INTEGER NOT NULL,
  property_type TEXT NOT NULL,
  class TEXT NOT NULL,
  type TEXT NOT NULL,
  listings INTEGER NOT NULL,
  list_price_sum INTEGER NOT NULL,
  list_price_low INTEGER NOT NULL,
  list_price_high INTEGER NOT NULL,
  closed INTEGER NOT NULL,
  sold_price_sum INTEGER NOT NULL,
  days_sum REAL NOT NULL,
  PRIMARY KEY (city, status, last_status, dated, month, beds, display_public, property_type, class, type)
) WITHOUT ROWID;

INSERT INTO listing_month_figures
SELECT l.city,
    l.status,
    l.last_status,
    (l.sold_date IS NOT NULL),
    substr(coalesce(l.sold_date, l.list_date), 1, 7),
    l.beds,
    l.display_public,
    l.property_type,
    l.class,
    l.type,
  count(*), sum(l.list_price), min(l.list_price), max(l.list_price),
  sum(l.sold_price IS NOT NULL), coalesce(sum(l.sold_price), 0), sum(CASE WHEN l.sold_price IS NULL THEN 0
      ELSE coalesce(max(0, round(julianday(l.sold_date) - julianday(l.list_date))), 0) END)
FROM listings AS l
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;

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

CREATE TRIGGER listing_figures_delete AFTER DELETE ON listings BEGIN
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
END;

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

-- Medians need the values, in order. These indexes hold every sold price sorted, per sold month
-- and overall, with the columns statistics filter by beside each, so the middle sale is found by
-- walking the index in price order and skipping half of the matching sales inside it (ORDER BY
-- sold_price LIMIT 2 OFFSET half) instead of reading and sorting them all. Price first, so the
-- order holds whatever the filters are (a city, several statuses, none). The month index also
-- serves the days at a window's ends, which lie within one month.
CREATE INDEX listings_sold_price_by_month ON listings (
  substr(sold_date, 1, 7), sold_price, city, status, last_status, sold_date, beds, display_public,
  property_type, class, type
) WHERE sold_date IS NOT NULL;
CREATE INDEX listings_sold_price ON listings (
  sold_price, city, status, last_status, sold_date, beds, display_public, property_type, class,
  type
) WHERE sold_date IS NOT NULL;
