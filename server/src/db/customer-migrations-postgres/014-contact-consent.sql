-- What a lead wants (buy, sell or rent: a renter's price is a monthly rent), and express consent
-- to commercial e-mail, as Canada's anti-spam law asks it be proven: the wording's versioned id
-- and language (`marketing-email-v1:fr`), the exact text the person read, and when they gave it
-- (the service's clock). All three null when the box was left unticked. A lead needs no express
-- consent to be answered: the inquiry itself is implied consent to reply to it.
ALTER TABLE leads ADD COLUMN intent text CHECK (intent IN ('buy', 'sell', 'rent'));
ALTER TABLE leads ADD COLUMN consent_wording text;
ALTER TABLE leads ADD COLUMN consent_text text;
ALTER TABLE leads ADD COLUMN consent_at text;

-- A customer's consent, given on the sign-up form: the same three facts.
ALTER TABLE customers ADD COLUMN consent_wording text;
ALTER TABLE customers ADD COLUMN consent_text text;
ALTER TABLE customers ADD COLUMN consent_at text;
