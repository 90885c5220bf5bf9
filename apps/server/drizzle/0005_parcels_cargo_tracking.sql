CREATE TABLE "parcel_tracking_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcel_tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parcel_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_id" integer NOT NULL,
	"place" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "cargos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cargos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"incoming_declaration" text,
	"places_count" integer NOT NULL,
	"status_id" smallint NOT NULL,
	"weight_kg" numeric(12, 3),
	"volume_m3" numeric(10, 3),
	"price" numeric(14, 2),
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parcels" ALTER COLUMN "status_id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "with_crating" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "declared_cost_currency" text DEFAULT 'CNY' NOT NULL;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "declared_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "weight_kg" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "length_cm" numeric(8, 1);--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "width_cm" numeric(8, 1);--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "height_cm" numeric(8, 1);--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "chargeable_weight_kg" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "delivery_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "price_breakdown" jsonb;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "discount_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "weighing_photo" text;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "registry" text;--> statement-breakpoint
ALTER TABLE "parcel_tracking_events" ADD CONSTRAINT "parcel_tracking_events_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargos" ADD CONSTRAINT "cargos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcel_tracking_events_parcel_idx" ON "parcel_tracking_events" USING btree ("parcel_id","at");--> statement-breakpoint
CREATE INDEX "cargos_user_status_idx" ON "cargos" USING btree ("user_id","status_id");--> statement-breakpoint
CREATE INDEX "cargos_user_id_idx" ON "cargos" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parcels_user_id_idx" ON "parcels" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parcels_status_idx" ON "parcels" USING btree ("status_id","id");