CREATE TABLE "goods_status_counts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_status_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status_id" smallint NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "goods_status_counts_user_idx" ON "goods_status_counts" USING btree ("user_id","status_id");--> statement-breakpoint
-- Decision 037. A count is the sum of its key's rows, normally one. A statement that changes goods adds its change
-- of each (customer, status) to a row of that key that no other transaction holds (SKIP LOCKED), folding into it
-- any other free rows of the key, or inserts a row when every row of the key is held: no writer ever waits for
-- another writer here, and a key has no more rows than transactions that changed it at the same moment.
CREATE FUNCTION goods_status_counts_add(uids integer[], sids smallint[], deltas integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  change record;
  kept bigint;
BEGIN
  FOR change IN
    SELECT * FROM unnest(uids, sids, deltas) AS delta (user_id, status_id, n) ORDER BY 1, 2
  LOOP
    SELECT id INTO kept FROM goods_status_counts
    WHERE user_id = change.user_id AND status_id = change.status_id
    ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED;
    IF kept IS NULL THEN
      INSERT INTO goods_status_counts (user_id, status_id, n) VALUES (change.user_id, change.status_id, change.n);
    ELSE
      WITH folded AS (
        DELETE FROM goods_status_counts WHERE id IN (
          SELECT id FROM goods_status_counts
          WHERE user_id = change.user_id AND status_id = change.status_id AND id <> kept
          FOR UPDATE SKIP LOCKED)
        RETURNING n)
      UPDATE goods_status_counts SET n = n + change.n + (SELECT coalesce(sum(folded.n), 0) FROM folded)
      WHERE id = kept;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION goods_status_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uids integer[];
  sids smallint[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(user_id), array_agg(status_id), array_agg(n) INTO uids, sids, deltas
    FROM (SELECT user_id, status_id, count(*)::integer AS n FROM new_rows GROUP BY 1, 2) AS c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(user_id), array_agg(status_id), array_agg(n) INTO uids, sids, deltas
    FROM (SELECT user_id, status_id, -count(*)::integer AS n FROM old_rows GROUP BY 1, 2) AS c;
  ELSE
    -- Only rows whose status or owner changed count; an edit of a good's other columns adds nothing.
    SELECT array_agg(user_id), array_agg(status_id), array_agg(n) INTO uids, sids, deltas
    FROM (
      SELECT user_id, status_id, sum(n)::integer AS n
      FROM (
        SELECT o.user_id, o.status_id, -1 AS n FROM old_rows o JOIN new_rows w ON w.id = o.id
        WHERE o.status_id <> w.status_id OR o.user_id <> w.user_id
        UNION ALL
        SELECT w.user_id, w.status_id, 1 FROM old_rows o JOIN new_rows w ON w.id = o.id
        WHERE o.status_id <> w.status_id OR o.user_id <> w.user_id
      ) AS moved
      GROUP BY 1, 2 HAVING sum(n) <> 0
    ) AS c;
  END IF;
  IF uids IS NOT NULL THEN
    PERFORM goods_status_counts_add(uids, sids, deltas);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION goods_status_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM goods_status_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_status_counts_insert AFTER INSERT ON goods REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION goods_status_counts_follow();
--> statement-breakpoint
CREATE TRIGGER goods_status_counts_update AFTER UPDATE ON goods REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION goods_status_counts_follow();
--> statement-breakpoint
CREATE TRIGGER goods_status_counts_delete AFTER DELETE ON goods REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION goods_status_counts_follow();
--> statement-breakpoint
CREATE TRIGGER goods_status_counts_truncate AFTER TRUNCATE ON goods
  FOR EACH STATEMENT EXECUTE FUNCTION goods_status_counts_clear();
--> statement-breakpoint
-- The goods that exist already, counted once; the triggers above keep the counts from here on.
INSERT INTO goods_status_counts (user_id, status_id, n)
SELECT user_id, status_id, count(*) FROM goods GROUP BY user_id, status_id;
