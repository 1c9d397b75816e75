-- Matches are computed by the customer service from the application (stress test, debt ratios,
-- down payment, insurance): each offer keeps its terms, and the application keeps its assessment.
ALTER TABLE application_matches ADD COLUMN rate_type text NOT NULL DEFAULT 'fixed'
  CHECK (rate_type IN ('fixed', 'variable'));
ALTER TABLE application_matches ADD COLUMN mortgage double precision NOT NULL DEFAULT 0;
ALTER TABLE application_matches ADD COLUMN monthly_payment double precision NOT NULL DEFAULT 0;
ALTER TABLE application_matches ADD COLUMN amortization_years integer NOT NULL DEFAULT 25;
ALTER TABLE applications ADD COLUMN assessment text;

-- An upload link is short-lived: the document's bytes are taken only until this time.
ALTER TABLE application_documents ADD COLUMN upload_expires_at text;
