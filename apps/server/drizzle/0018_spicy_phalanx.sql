CREATE TABLE "account_debts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_debts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"outstanding" numeric(14, 2) NOT NULL,
	"kind" text NOT NULL,
	"comment" text NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"repaid_at" timestamp with time zone,
	CONSTRAINT "account_debts_amount_positive" CHECK ("account_debts"."amount" > 0),
	CONSTRAINT "account_debts_outstanding_range" CHECK ("account_debts"."outstanding" >= 0 and "account_debts"."outstanding" <= "account_debts"."amount")
);
--> statement-breakpoint
ALTER TABLE "account_debts" ADD CONSTRAINT "account_debts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_debts" ADD CONSTRAINT "account_debts_transaction_id_account_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."account_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_debts_cause_unique" ON "account_debts" USING btree ("kind","reference_type","reference_id");--> statement-breakpoint
CREATE INDEX "account_debts_open_idx" ON "account_debts" USING btree ("account_id","id") WHERE "account_debts"."outstanding" > 0;