ALTER TABLE "goods" ADD COLUMN "bought_by_service" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Decision 051: the goods the buyer's transfer already made from paid lots are the service's purchases too.
UPDATE "goods" SET "bought_by_service" = true
  WHERE "id" IN (SELECT "goods_id" FROM "order_units" WHERE "goods_id" IS NOT NULL AND "status_id" = 60);--> statement-breakpoint
-- Those the old «Удалить» sent to the archive (an ordinary good, not yet received) are expected again, so the
-- warehouse's scan finds them instead of making the shop's parcel a waif.
UPDATE "goods" SET "status_id" = 10, "updated_at" = now()
  WHERE "bought_by_service" AND "status_id" = 100 AND NOT "is_ready" AND "received_at" IS NULL;
