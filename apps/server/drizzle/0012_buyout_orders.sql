CREATE TABLE "order_units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status_id" smallint NOT NULL,
	"good_url" text NOT NULL,
	"photo_url" text,
	"price" numeric(14, 2) NOT NULL,
	"count" integer NOT NULL,
	"delivery" numeric(14, 2) NOT NULL,
	"order_name" text NOT NULL,
	"size" text,
	"color" text,
	"comment_product" text,
	"comment_product_for_manager" text,
	"good_hazard_category_id" smallint,
	"additional_services" smallint[] NOT NULL,
	"types" smallint[] NOT NULL,
	"is_international" boolean DEFAULT false NOT NULL,
	"commission_percent" numeric(5, 2),
	"paid" numeric(14, 2) DEFAULT '0' NOT NULL,
	"real_price" numeric(14, 2),
	"real_delivery" numeric(14, 2),
	"price_note" text,
	"status_reason" text,
	"shop_order_number" text,
	"chinese_track" text,
	"goods_id" integer,
	"taken_by" integer,
	"taken_at" timestamp with time zone,
	"sent_to_buyout_at" timestamp with time zone,
	"price_raised_at" timestamp with time zone,
	"purchased_at" timestamp with time zone,
	"transferred_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_units_paid_check" CHECK ("order_units"."paid" >= 0),
	CONSTRAINT "order_units_count_check" CHECK ("order_units"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"order_type_id" smallint DEFAULT 1 NOT NULL,
	"comment_order" text,
	"good_hazard_category_id" smallint,
	"parcel_data" jsonb,
	"parcel_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_units" ADD CONSTRAINT "order_units_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_units" ADD CONSTRAINT "order_units_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_units" ADD CONSTRAINT "order_units_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_units_order_idx" ON "order_units" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_units_user_status_idx" ON "order_units" USING btree ("user_id","status_id","order_id");--> statement-breakpoint
CREATE INDEX "order_units_status_idx" ON "order_units" USING btree ("status_id","sent_to_buyout_at");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","id" DESC NULLS LAST);