ALTER TABLE "notification_deliveries" ADD COLUMN "status_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "notification_deliveries" SET "status_id" = CASE "status" WHEN 'sent' THEN 2 WHEN 'skipped' THEN 3 WHEN 'failed' THEN 4 ELSE 1 END;
