CREATE TABLE "currency_conversions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currency_conversions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"debited" numeric(14, 2) NOT NULL,
	"credited" numeric(14, 2) NOT NULL,
	"official_rate_from" numeric(16, 6) NOT NULL,
	"official_rate_to" numeric(16, 6) NOT NULL,
	"margin_percent" numeric(8, 2) NOT NULL,
	"applied_rate" numeric(20, 6) NOT NULL,
	"rate_source" text NOT NULL,
	"rates_date" text NOT NULL,
	"debit_transaction_id" integer NOT NULL,
	"credit_transaction_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"value" numeric(16, 6) NOT NULL,
	"previous" numeric(16, 6),
	"changed_by" integer,
	"requested_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "currency_conversions" ADD CONSTRAINT "currency_conversions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_conversions" ADD CONSTRAINT "currency_conversions_debit_transaction_id_account_transactions_id_fk" FOREIGN KEY ("debit_transaction_id") REFERENCES "public"."account_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_conversions" ADD CONSTRAINT "currency_conversions_credit_transaction_id_account_transactions_id_fk" FOREIGN KEY ("credit_transaction_id") REFERENCES "public"."account_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_changes" ADD CONSTRAINT "rate_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_changes" ADD CONSTRAINT "rate_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "currency_conversions_user_idx" ON "currency_conversions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "rate_changes_subject_idx" ON "rate_changes" USING btree ("subject","changed_at","id");--> statement-breakpoint
-- hand-written: rate history and conversion records are append-only, as the ledger is (decision 049)
CREATE FUNCTION "row_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "rate_changes_append_only" BEFORE UPDATE OR DELETE ON "rate_changes"
  FOR EACH ROW EXECUTE FUNCTION "row_is_append_only"();--> statement-breakpoint
CREATE TRIGGER "currency_conversions_append_only" BEFORE UPDATE OR DELETE ON "currency_conversions"
  FOR EACH ROW EXECUTE FUNCTION "row_is_append_only"();--> statement-breakpoint
-- hand-written: the history begins with what the table holds now, and who last set it
INSERT INTO "rate_changes" ("subject", "value", "changed_by", "changed_at")
  SELECT "currency", "rate", "updated_by", "updated_at" FROM "currency_rates" WHERE "currency" <> 'RUB';--> statement-breakpoint
INSERT INTO "rate_changes" ("subject", "value", "changed_by", "changed_at")
  SELECT 'margin', "value"::numeric, "updated_by", "updated_at" FROM "finance_settings" WHERE "key" = 'margin_percent';
