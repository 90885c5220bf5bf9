-- migrate:no-transaction
-- Decision 068: the goods the daily storage-fee run charges, built without stopping writes (decision 069).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "goods_storage_accruing_idx" ON "goods" USING btree ("user_id","received_at") WHERE "goods"."status_id" in (11, 12, 20, 110, 111, 112, 113, 114, 140, 150) and "goods"."received_at" is not null;
