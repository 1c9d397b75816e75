-- Statistics and aggregates over a whole market (every status, every city) read a few short
-- columns of every listing. The table's rows also hold the search text (about 800 bytes), so a
-- scan of 100,000 listings reads over 100 MB; this index holds every column the statistics,
-- aggregates and their usual filters read (about 12 MB), so SQLite answers them from it alone.
-- SQLite keeps it current on every write, the feed's included: a summary nothing can forget.
CREATE INDEX listings_facts ON listings (
  status, type, last_status, class, list_price, sold_price, sold_date, list_date, property_type,
  style, beds, baths, city, area, neighborhood, board_id, display_public
);

-- A number that grows on every change to the listings, whoever writes (the feed, the generator,
-- another process): answers cached for a version are valid until it moves.
CREATE TABLE listings_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO listings_version (id, version) VALUES (1, 0);
CREATE TRIGGER listings_version_insert AFTER INSERT ON listings BEGIN
  UPDATE listings_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER listings_version_update AFTER UPDATE ON listings BEGIN
  UPDATE listings_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER listings_version_delete AFTER DELETE ON listings BEGIN
  UPDATE listings_version SET version = version + 1 WHERE id = 1;
END;
