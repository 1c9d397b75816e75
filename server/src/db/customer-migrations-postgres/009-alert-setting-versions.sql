-- Each alert setting counts its changes: the unsubscribed page's undo carries the count the
-- unsubscribe left, and puts the setting back only while it is still that count. So an undo
-- works once, and never overrides a change made after it was issued (in the profile, say).
-- Triggers count every write, whichever code makes it: any UPDATE that sets the column, even to
-- the value it had, counts one, and a count the UPDATE itself sets is overridden.
ALTER TABLE customers ADD COLUMN notifications_version integer NOT NULL DEFAULT 0;
ALTER TABLE saved_searches ADD COLUMN frequency_version integer NOT NULL DEFAULT 0;

CREATE FUNCTION count_notifications_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.notifications_version := OLD.notifications_version + 1;
  RETURN NEW;
END;
$$;

CREATE TRIGGER customers_notifications_version BEFORE UPDATE OF email_notifications ON customers
FOR EACH ROW EXECUTE FUNCTION count_notifications_change();

CREATE FUNCTION count_frequency_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.frequency_version := OLD.frequency_version + 1;
  RETURN NEW;
END;
$$;

CREATE TRIGGER saved_searches_frequency_version BEFORE UPDATE OF alert_frequency ON saved_searches
FOR EACH ROW EXECUTE FUNCTION count_frequency_change();
