-- The feed picks the listing an event acts on by seeking a random point in the listings' fixed
-- pseudo-random order (random_key) among those of one status (and one city when asked): these
-- indexes make that pick a seek of a few steps instead of a sort of every candidate.
CREATE INDEX listings_feed_order ON listings (status, random_key);
CREATE INDEX listings_feed_city_order ON listings (city, status, random_key);
