-- Decision 071: the desk search at scale. Trigram indexes for the parts of names, e-mails and phones the desk finds
-- by (pg_trgm; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm), the functions the name indexes use, and the
-- passport's blind index column (filled by the start's batched pass, which knows the key; the migration does not).
-- The indexes themselves are built concurrently by 0031 (decision 069).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- concat_ws is only stable (it formats any type); on text it cannot change, and an index needs an immutable function.
CREATE OR REPLACE FUNCTION desk_words(text, text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT concat_ws(' ', $1, $2) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION desk_words(text, text, text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT concat_ws(' ', $1, $2, $3) $$;
--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "idoc_key" text;
