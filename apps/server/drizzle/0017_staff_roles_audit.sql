CREATE TABLE "staff_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_email" text NOT NULL,
	"actor_roles" text[] NOT NULL,
	"operation" text NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"customer_id" integer,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text,
	"request_id" text,
	"ip" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "staff_audit_object_idx" ON "staff_audit" USING btree ("object_type","object_id","at");--> statement-breakpoint
CREATE INDEX "staff_audit_actor_idx" ON "staff_audit" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "staff_audit_customer_idx" ON "staff_audit" USING btree ("customer_id","at");--> statement-breakpoint
CREATE INDEX "staff_audit_at_idx" ON "staff_audit" USING btree ("at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_roles_check" CHECK ("users"."staff_roles" <@ array['owner', 'finance', 'warehouse', 'buyer', 'support']::text[]);--> statement-breakpoint
-- hand-written: the staff audit trail is append-only, as the ledger is
CREATE FUNCTION "staff_audit_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "staff_audit_append_only" BEFORE UPDATE OR DELETE ON "staff_audit"
  FOR EACH ROW EXECUTE FUNCTION "staff_audit_is_append_only"();--> statement-breakpoint
-- hand-written: staff before roles existed held everything; the earliest becomes the owner, the others support
-- until the owner gives them their roles (decision 048)
UPDATE "users" SET "staff_roles" = CASE
  WHEN "id" = (SELECT min("id") FROM "users" WHERE "role" = 'staff') THEN array['owner']::text[]
  ELSE array['support']::text[] END
WHERE "role" = 'staff';
