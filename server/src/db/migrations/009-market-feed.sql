-- The embedded market's feed (realty database): when the feed started and how many of its events
-- are applied, so a restart carries on with the next event instead of replaying or skipping.
CREATE TABLE feed_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  started_at TEXT NOT NULL,
  applied INTEGER NOT NULL DEFAULT 0
);

-- Every change the feed applied, with the price before it: a price change keeps the old price.
CREATE TABLE listing_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  mls_number TEXT NOT NULL,
  board_id INTEGER NOT NULL,
  changed_at TEXT NOT NULL,
  kind TEXT NOT NULL,
  last_status TEXT NOT NULL,
  list_price INTEGER NOT NULL,
  previous_price INTEGER
);
CREATE INDEX listing_changes_listing ON listing_changes (mls_number, board_id, id);
