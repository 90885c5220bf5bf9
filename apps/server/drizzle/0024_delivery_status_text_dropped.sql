DROP INDEX "notification_deliveries_failed_idx";--> statement-breakpoint
CREATE INDEX "notification_deliveries_failed_idx" ON "notification_deliveries" USING btree ("failed_at") WHERE "notification_deliveries"."status_id" = 4;--> statement-breakpoint
ALTER TABLE "notification_deliveries" DROP COLUMN "status";