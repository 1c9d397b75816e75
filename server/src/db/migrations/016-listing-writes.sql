-- Which listings changed, and in what order: one row per listing ever written (inserted,
-- updated or deleted), carrying the number of its latest change. The service's in-memory
-- columns of the statistics' fields (realty/columns) re-read only the listings whose number
-- moved past the one they last applied, instead of every listing on every feed event. One row
-- per listing however often it changes, so the table never outgrows the listings ever held.
CREATE TABLE listing_writes (
  mls_number TEXT NOT NULL,
  board_id INTEGER NOT NULL,
  version INTEGER NOT NULL,
  PRIMARY KEY (mls_number, board_id)
) WITHOUT ROWID;
CREATE INDEX listing_writes_version ON listing_writes (version);

CREATE TRIGGER listing_writes_insert AFTER INSERT ON listings BEGIN
  INSERT INTO listing_writes (mls_number, board_id, version)
  VALUES (NEW.mls_number, NEW.board_id, (SELECT coalesce(max(version), 0) + 1 FROM listing_writes))
  ON CONFLICT (mls_number, board_id) DO UPDATE SET version = excluded.version;
END;

-- Both keys: an update that changes a listing's key removes the old one and adds the new.
CREATE TRIGGER listing_writes_update AFTER UPDATE ON listings BEGIN
  INSERT INTO listing_writes (mls_number, board_id, version)
  VALUES (OLD.mls_number, OLD.board_id, (SELECT coalesce(max(version), 0) + 1 FROM listing_writes))
  ON CONFLICT (mls_number, board_id) DO UPDATE SET version = excluded.version;
  INSERT INTO listing_writes (mls_number, board_id, version)
  VALUES (NEW.mls_number, NEW.board_id, (SELECT coalesce(max(version), 0) + 1 FROM listing_writes))
  ON CONFLICT (mls_number, board_id) DO UPDATE SET version = excluded.version;
END;

CREATE TRIGGER listing_writes_delete AFTER DELETE ON listings BEGIN
  INSERT INTO listing_writes (mls_number, board_id, version)
  VALUES (OLD.mls_number, OLD.board_id, (SELECT coalesce(max(version), 0) + 1 FROM listing_writes))
  ON CONFLICT (mls_number, board_id) DO UPDATE SET version = excluded.version;
END;
