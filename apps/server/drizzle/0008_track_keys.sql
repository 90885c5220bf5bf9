-- Track keys (decision 021): every match of a Chinese track uses normalizeTrack() of packages/domain (no
-- whitespace anywhere, upper case); the typed spelling stays in incoming_declaration / tracking_number for display.
-- The whitespace class below is the domain's TRACK_WHITESPACE (JavaScript's \s plus zero-width spaces) spelled out
-- for PostgreSQL; upper() agrees with toUpperCase() for Latin, digits and Cyrillic (the only letters tracks carry).
ALTER TABLE "goods" ADD COLUMN "track_key" text;--> statement-breakpoint
UPDATE "goods" SET "track_key" = upper(regexp_replace("incoming_declaration", '[\t\n\v\f\r \u00a0\u1680\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]+', '', 'g'));--> statement-breakpoint
ALTER TABLE "goods" ALTER COLUMN "track_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ADD COLUMN "track_key" text;--> statement-breakpoint
UPDATE "warehouse_receipts" SET "track_key" = upper(regexp_replace("track_number", '[\t\n\v\f\r \u00a0\u1680\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]+', '', 'g'));--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ALTER COLUMN "track_key" SET NOT NULL;--> statement-breakpoint
-- Merge 1: the same unidentified parcel scanned twice in different spellings ("LC…" and " lc …") made two open
-- waif receipts. The earliest one stays (its scan time and clerk), the later ones are folded into it (their notes
-- appended) and deleted.
UPDATE "warehouse_receipts" AS "kept" SET "note" = "folded"."note"
FROM (
  SELECT "first"."id", string_agg("r"."note", '; ' ORDER BY "r"."id") AS "note"
  FROM "warehouse_receipts" AS "r"
  JOIN (
    SELECT "track_key", min("id") AS "id" FROM "warehouse_receipts"
    WHERE "claimed_by" IS NULL GROUP BY "track_key" HAVING count(*) > 1
  ) AS "first" ON "first"."track_key" = "r"."track_key"
  WHERE "r"."claimed_by" IS NULL AND "r"."note" IS NOT NULL
  GROUP BY "first"."id"
) AS "folded"
WHERE "kept"."id" = "folded"."id";--> statement-breakpoint
DELETE FROM "warehouse_receipts" AS "r"
USING (
  SELECT "track_key", min("id") AS "id" FROM "warehouse_receipts"
  WHERE "claimed_by" IS NULL GROUP BY "track_key"
) AS "first"
WHERE "r"."claimed_by" IS NULL AND "r"."track_key" = "first"."track_key" AND "r"."id" <> "first"."id";--> statement-breakpoint
-- Merge 2: an open waif receipt whose key is a track customers registered in another spelling
-- ("lc7000000000007" registered, "LC7000000000007" scanned). The scan would have found those goods: the expected
-- ones (5, 9, 10, 13: the `receive` row of GOOD_TRANSITIONS) go on the shelf (20), goods already further on are
-- left as they are, and the receipt is claimed by the goods' owner (the lowest user id if several customers
-- registered the track), as registering a waif's track claims it. Canceled goods (100) do not count, as in the scan.
CREATE TEMPORARY TABLE "track_key_merge" AS
SELECT "r"."id" AS "receipt_id", "r"."track_key", min("g"."user_id") AS "user_id"
FROM "warehouse_receipts" AS "r"
JOIN "goods" AS "g" ON "g"."track_key" = "r"."track_key" AND "g"."status_id" <> 100
WHERE "r"."claimed_by" IS NULL
GROUP BY "r"."id", "r"."track_key";--> statement-breakpoint
UPDATE "goods" AS "g" SET "status_id" = 20, "updated_at" = now()
FROM "track_key_merge" AS "m"
WHERE "g"."track_key" = "m"."track_key" AND "g"."status_id" IN (5, 9, 10, 13);--> statement-breakpoint
UPDATE "warehouse_receipts" AS "r" SET "claimed_by" = "m"."user_id", "claimed_at" = now()
FROM "track_key_merge" AS "m"
WHERE "r"."id" = "m"."receipt_id";--> statement-breakpoint
DROP TABLE "track_key_merge";--> statement-breakpoint
-- Left as they are, because nothing tells which row is right: goods of one customer registered twice under
-- spellings of one track (two goods of one parcel are normal; a double registration is for the customer to delete,
-- and the duplicate check now warns on any spelling), goods of several customers under one track, and claimed
-- receipts sharing a key (history). A one-click good moved to 20 here leaves its parcel where it was; the desk
-- sends it on as for any received good.
DROP INDEX "goods_track_idx";--> statement-breakpoint
DROP INDEX "warehouse_receipts_track_idx";--> statement-breakpoint
CREATE INDEX "goods_track_key_idx" ON "goods" USING btree ("track_key");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_receipts_open_track_key_idx" ON "warehouse_receipts" USING btree ("track_key") WHERE "warehouse_receipts"."claimed_by" is null;
