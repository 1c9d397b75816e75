-- Medians of list prices and days on market, read the way sold-price medians are: from an index
-- already in period order. Its first column is the month a listing is counted in (its sold
-- month, or its list month while unsold: the statistics' periods), then the list price, so one
-- grouped walk yields every month's list prices in order; the columns statistics filter by, the
-- list and sold dates (days on market) and the sold price (closed or not) follow, so no walk
-- reads a listing's row.
CREATE INDEX listings_list_price_by_month ON listings (
  substr(coalesce(sold_date, list_date), 1, 7), list_price, city, status, last_status, sold_date,
  beds, display_public, property_type, class, type, list_date, sold_price
);

-- The same sold prices by city first: a question about some cities (the trends page asks about
-- one) walks only their sales, where the month index walks every city's sales of those months.
CREATE INDEX listings_sold_price_by_city ON listings (
  city, substr(sold_date, 1, 7), sold_price, status, last_status, sold_date, beds, display_public,
  property_type, class, type
) WHERE sold_date IS NOT NULL;
