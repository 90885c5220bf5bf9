CREATE TABLE "flight_parcels" (
	"flight_id" integer NOT NULL,
	"parcel_id" integer NOT NULL,
	"outgoing_declaration" text,
	"duty_paid" boolean DEFAULT false NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flights" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"carrier" text NOT NULL,
	"planned_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	CONSTRAINT "flights_status_check" CHECK ("flights"."status" in ('open', 'shipped'))
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "tnved_code" text;--> statement-breakpoint
ALTER TABLE "flight_parcels" ADD CONSTRAINT "flight_parcels_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_parcels" ADD CONSTRAINT "flight_parcels_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_parcels_parcel_idx" ON "flight_parcels" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "flight_parcels_flight_idx" ON "flight_parcels" USING btree ("flight_id","parcel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flights_number_idx" ON "flights" USING btree ("number");--> statement-breakpoint
CREATE INDEX "flights_created_idx" ON "flights" USING btree ("id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "goods_tnved_name_idx" ON "goods" USING btree (lower(btrim("description"))) WHERE "goods"."tnved_code" is not null;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_tnved_code_check" CHECK ("goods"."tnved_code" ~ '^[0-9]{10}$');