-- Each alert setting counts its changes: the unsubscribed page's undo carries the count the
-- unsubscribe left, and puts the setting back only while it is still that count. So an undo
-- works once, and never overrides a change made after it was issued (in the profile, say).
-- Triggers count every write, whichever code makes it.
ALTER TABLE customers ADD COLUMN notifications_version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE saved_searches ADD COLUMN frequency_version INTEGER NOT NULL DEFAULT 0;

CREATE TRIGGER customers_notifications_version AFTER UPDATE OF email_notifications ON customers
BEGIN
  UPDATE customers SET notifications_version = OLD.notifications_version + 1 WHERE sub = NEW.sub;
END;

CREATE TRIGGER saved_searches_frequency_version AFTER UPDATE OF alert_frequency ON saved_searches
BEGIN
  UPDATE saved_searches SET frequency_version = OLD.frequency_version + 1 WHERE id = NEW.id;
END;
