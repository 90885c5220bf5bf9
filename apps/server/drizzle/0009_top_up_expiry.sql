ALTER TABLE "top_ups" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "top_ups_open_expiry_idx" ON "top_ups" USING btree ("expires_at") WHERE "top_ups"."status_id" in (1, 2);--> statement-breakpoint
-- Open top-ups from before expiry existed get their provider's default lifetime (card 60 min, crypto 24 h), so the
-- sweep expires the abandoned ones instead of leaving them «Ожидает оплаты» for ever.
UPDATE "top_ups" SET "expires_at" = "created_at" + CASE WHEN "method" = 'card' THEN interval '60 minutes' ELSE interval '24 hours' END WHERE "status_id" in (1, 2);--> statement-breakpoint
-- Underpaid invoices credited before status 9 existed say so now: «Зачислен частично».
UPDATE "top_ups" SET "status_id" = 9 WHERE "status_id" = 3 AND "received_amount" IS NOT NULL AND "received_amount" < "amount";
