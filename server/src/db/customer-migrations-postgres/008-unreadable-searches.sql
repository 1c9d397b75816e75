-- A saved search whose path the alert job cannot read (stored before paths were checked when
-- saved): set aside with the reason, so it stops holding back the job and the customer can be
-- asked to save it again. Null: the search runs.
ALTER TABLE saved_searches ADD COLUMN unreadable_at text;
ALTER TABLE saved_searches ADD COLUMN unreadable_reason text;
