-- Accounts deleted here, by subject: an ID token issued before the deletion (tokens live up to
-- an hour) is refused instead of creating the customer's row again. Keeps nothing but when.
CREATE TABLE deleted_customers (
  sub text PRIMARY KEY,
  deleted_at text NOT NULL
);
