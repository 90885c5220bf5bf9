-- Decision 071: the desk search at scale. Trigram indexes for the parts of names, e-mails and phones the desk finds
-- by (pg_trgm; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm), byte-order indexes for tracks by their
-- start, and the passport's blind index (filled by the start's batched pass, which knows the key; the migration
-- does not). Plain CREATE INDEX: it locks writes to each table while it builds (a concurrent build needs a runner
-- that can leave the transaction).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- concat_ws is only stable (it formats any type); on text it cannot change, and an index needs an immutable function.
CREATE OR REPLACE FUNCTION desk_words(text, text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT concat_ws(' ', $1, $2) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION desk_words(text, text, text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT concat_ws(' ', $1, $2, $3) $$;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "idoc_key" text;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (desk_words("name", "middle_name", "surname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_surname_trgm_idx" ON "users" USING gin (desk_words("surname", "name", "middle_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipients_name_trgm_idx" ON "recipients" USING gin (desk_words("surname", "name", "middle_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipients_given_name_trgm_idx" ON "recipients" USING gin (desk_words("name", "surname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipients_email_trgm_idx" ON "recipients" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipients_phone_trgm_idx" ON "recipients" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipients_idoc_key_idx" ON "recipients" USING btree ("idoc_key");--> statement-breakpoint
CREATE INDEX "goods_track_key_prefix_idx" ON "goods" USING btree (("track_key" collate "C"));--> statement-breakpoint
CREATE INDEX "parcels_outgoing_track_idx" ON "parcels" USING btree ((upper(regexp_replace("outgoing_declaration", '[[:space:]]', '', 'g')) collate "C"));--> statement-breakpoint
CREATE INDEX "cargos_incoming_track_idx" ON "cargos" USING btree ((upper(regexp_replace("incoming_declaration", '[[:space:]]', '', 'g')) collate "C"));--> statement-breakpoint
CREATE INDEX "cargos_outgoing_track_idx" ON "cargos" USING btree ((upper(regexp_replace("outgoing_declaration", '[[:space:]]', '', 'g')) collate "C"));--> statement-breakpoint
CREATE INDEX "order_units_chinese_track_idx" ON "order_units" USING btree ((upper(regexp_replace("chinese_track", '[[:space:]]', '', 'g')) collate "C"));--> statement-breakpoint
CREATE INDEX "order_units_name_trgm_idx" ON "order_units" USING gin ("order_name" gin_trgm_ops);