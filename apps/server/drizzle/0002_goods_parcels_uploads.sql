CREATE TABLE "good_photo_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "good_photo_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"good_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"incoming_declaration" text NOT NULL,
	"status_id" smallint NOT NULL,
	"qty" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"description" text NOT NULL,
	"info_url" text NOT NULL,
	"comment_product" text,
	"is_dangerous" boolean DEFAULT false NOT NULL,
	"good_hazard_category" smallint,
	"picture" text,
	"service_type" text DEFAULT 'WITHOUT_CHECK' NOT NULL,
	"additional_services_ids" smallint[] NOT NULL,
	"order_unit_id" integer,
	"parcel_id" integer,
	"is_ready" boolean DEFAULT false NOT NULL,
	"store_id" smallint DEFAULT 2 NOT NULL,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"track_number" text NOT NULL,
	"received_by" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" integer,
	"claimed_at" timestamp with time zone,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"status_id" smallint NOT NULL,
	"recipient_id" integer,
	"address_id" integer,
	"delivery_transport_id" smallint,
	"final_recipient_name" text,
	"final_recipient_phone" text,
	"package_type_id" smallint,
	"additional_services_ids" smallint[] NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"outgoing_declaration" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_fileName_unique" UNIQUE("file_name")
);
--> statement-breakpoint
ALTER TABLE "good_photo_reports" ADD CONSTRAINT "good_photo_reports_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "good_photo_reports" ADD CONSTRAINT "good_photo_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ADD CONSTRAINT "warehouse_receipts_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ADD CONSTRAINT "warehouse_receipts_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "good_photo_reports_good_idx" ON "good_photo_reports" USING btree ("good_id");--> statement-breakpoint
CREATE INDEX "goods_user_status_idx" ON "goods" USING btree ("user_id","status_id");--> statement-breakpoint
CREATE INDEX "goods_track_idx" ON "goods" USING btree ("incoming_declaration");--> statement-breakpoint
CREATE INDEX "goods_parcel_idx" ON "goods" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "warehouse_receipts_track_idx" ON "warehouse_receipts" USING btree ("track_number");--> statement-breakpoint
CREATE INDEX "parcels_user_status_idx" ON "parcels" USING btree ("user_id","status_id");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");