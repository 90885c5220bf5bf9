-- One-click parcels now go to assembly by themselves when the warehouse has received their goods (decision 020:
-- the scan runs the staff row `sendOnAssemblyOnReceipt`, 10 → 15). A one-click parcel created before that, whose
-- goods were already received (or were put on the shelf by migration 0008's track keys), would wait at
-- «Заявка на посылку» for a button its page no longer shows: this sends it on as the scan would have, with the same
-- tracking event (place and note of the scan). Its goods stay where they are, as after the scan.
CREATE TEMPORARY TABLE "one_click_catch_up" AS
SELECT DISTINCT "g"."parcel_id" AS "parcel_id"
FROM "goods" AS "g"
JOIN "parcels" AS "p" ON "p"."id" = "g"."parcel_id"
WHERE "p"."status_id" = 10
  AND "g"."is_ready" = true
  AND NOT EXISTS (
    SELECT 1 FROM "goods" AS "expected"
    WHERE "expected"."parcel_id" = "g"."parcel_id" AND "expected"."status_id" IN (5, 9, 10, 13)
  );--> statement-breakpoint
UPDATE "parcels" AS "p" SET "status_id" = 15, "updated_at" = now()
FROM "one_click_catch_up" AS "c"
WHERE "p"."id" = "c"."parcel_id" AND "p"."status_id" = 10;--> statement-breakpoint
INSERT INTO "parcel_tracking_events" ("parcel_id", "status_id", "place", "note")
SELECT "parcel_id", 15, 'Склад в Гуанчжоу', 'Склад принял товар, посылка передана на комплектацию'
FROM "one_click_catch_up";--> statement-breakpoint
DROP TABLE "one_click_catch_up";
