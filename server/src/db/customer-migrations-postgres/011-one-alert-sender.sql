-- One alert sender across instances. An outbox row is claimed before it is sent: the claim is a
-- lease (who holds it, until when), so a sender killed mid-send leaves the row to another once
-- the lease runs out, and only the lease's holder marks the row sent.
ALTER TABLE alert_outbox ADD COLUMN claimed_by TEXT;
ALTER TABLE alert_outbox ADD COLUMN claimed_until TEXT;

-- Each search's and each job-wide cursor's count of recorded runs: a run records its outcome only
-- while the count is the one it read, so two runs deciding the same search never both send.
ALTER TABLE saved_search_alerts ADD COLUMN run_version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE alert_cursors ADD COLUMN run_version INTEGER NOT NULL DEFAULT 0;

-- Scheduled passes (the alert job's over saved searches and homes) run on one instance at a
-- time: the instance holding the named lease until `until` (ISO-8601 UTC).
CREATE TABLE job_leases (
  name TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  until TEXT NOT NULL
);
