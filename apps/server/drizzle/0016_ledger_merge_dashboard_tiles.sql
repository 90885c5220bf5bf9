DROP INDEX "account_transactions_account_idx";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "ledger_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "ticket_messages_staff_answers_idx" ON "ticket_messages" USING btree ("ticket_id","created_at") WHERE "ticket_messages"."from_staff" and not "ticket_messages"."internal";--> statement-breakpoint
CREATE INDEX "account_transactions_account_idx" ON "account_transactions" USING btree ("account_id","created_at","id");--> statement-breakpoint
-- Decision 042. Each account's number of ledger rows, kept in the transaction that inserts them: the ledger's total
-- is then a sum over the customer's four accounts instead of a count of their whole history. The ledger is
-- append-only (account_transactions_append_only refuses UPDATE and DELETE), so only inserts change it; the writer
-- (changeBalance) already holds the account's row lock from its balance UPDATE, so this waits for no one.
CREATE FUNCTION account_ledger_rows_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE accounts a SET ledger_rows = a.ledger_rows + c.n
  FROM (SELECT account_id, count(*)::integer AS n FROM new_rows GROUP BY account_id) AS c
  WHERE a.id = c.account_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_ledger_rows_insert AFTER INSERT ON account_transactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_ledger_rows_follow();
--> statement-breakpoint
-- The rows that exist already, counted once; the trigger keeps the counts from here on.
UPDATE accounts a SET ledger_rows = c.n
FROM (SELECT account_id, count(*)::integer AS n FROM account_transactions GROUP BY account_id) AS c
WHERE a.id = c.account_id;
