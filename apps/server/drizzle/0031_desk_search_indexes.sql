-- migrate:no-transaction
-- Decision 071: the desk search's indexes, built without stopping writes (decision 069): trigram indexes for the
-- parts of names, e-mails and phones the desk finds by, byte-order indexes for tracks by their start, the passport's
-- blind index. Idempotent, one index per statement, as a file outside a transaction must be.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin (desk_words("name", "middle_name", "surname") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_surname_trgm_idx" ON "users" USING gin (desk_words("surname", "name", "middle_name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "recipients_name_trgm_idx" ON "recipients" USING gin (desk_words("surname", "name", "middle_name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "recipients_given_name_trgm_idx" ON "recipients" USING gin (desk_words("name", "surname") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "recipients_email_trgm_idx" ON "recipients" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "recipients_phone_trgm_idx" ON "recipients" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "recipients_idoc_key_idx" ON "recipients" USING btree ("idoc_key");
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "goods_track_key_prefix_idx" ON "goods" USING btree (("track_key" collate "C"));
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "parcels_outgoing_track_idx" ON "parcels" USING btree ((upper(regexp_replace("outgoing_declaration", '[[:space:]]', '', 'g')) collate "C"));
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "cargos_incoming_track_idx" ON "cargos" USING btree ((upper(regexp_replace("incoming_declaration", '[[:space:]]', '', 'g')) collate "C"));
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "cargos_outgoing_track_idx" ON "cargos" USING btree ((upper(regexp_replace("outgoing_declaration", '[[:space:]]', '', 'g')) collate "C"));
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "order_units_chinese_track_idx" ON "order_units" USING btree ((upper(regexp_replace("chinese_track", '[[:space:]]', '', 'g')) collate "C"));
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "order_units_name_trgm_idx" ON "order_units" USING gin ("order_name" gin_trgm_ops);
