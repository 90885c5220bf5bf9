ALTER TABLE "top_ups" ADD COLUMN "refund_key" text;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "refund_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "refund_failure_reason" text;