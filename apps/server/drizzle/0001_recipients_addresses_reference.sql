CREATE TABLE "addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text,
	"country_code" smallint NOT NULL,
	"last_mile_operator_id" smallint NOT NULL,
	"delivery_method_id" smallint NOT NULL,
	"city" text,
	"city_code" integer,
	"address" text,
	"postal_code" text,
	"pvz_code" text,
	"pvz_name" text,
	"is_dobropozin" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now(),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipient_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipient_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipient_links_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "recipients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"country_code" smallint,
	"surname" text,
	"name" text,
	"middle_name" text,
	"nick_name" text,
	"email" text,
	"phone" text,
	"inn" text,
	"date_birthday" date,
	"idoc_series" text,
	"idoc_number" text,
	"idoc_org" text,
	"idoc_date" date,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"cancel_reason" text,
	"dobro_poizon" boolean DEFAULT false NOT NULL,
	"from_url" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipients_status_check" CHECK ("recipients"."status_id" in (1, 2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "additional_services" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"per" text NOT NULL,
	"object_types" text[] NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"code" integer PRIMARY KEY NOT NULL,
	"country_code" smallint NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"population" integer NOT NULL,
	"postal_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"iso2" text NOT NULL,
	"phone_prefix" text NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_iso2_unique" UNIQUE("iso2")
);
--> statement-breakpoint
CREATE TABLE "delivery_transports" (
	"id" smallint PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"country_code" smallint NOT NULL,
	"description" text NOT NULL,
	"is_special" boolean DEFAULT false NOT NULL,
	"allows_dangerous" boolean DEFAULT false NOT NULL,
	"last_mile_operator_ids" smallint[] NOT NULL,
	"delivery_days" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issuing_authorities" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_code" smallint NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "last_mile_operators" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"code" text PRIMARY KEY NOT NULL,
	"operator_id" smallint NOT NULL,
	"city_code" integer NOT NULL,
	"country_code" smallint NOT NULL,
	"city" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"work_time" text NOT NULL,
	"type" text NOT NULL,
	"latitude" real,
	"longitude" real
);
--> statement-breakpoint
CREATE TABLE "reference_seed" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "streets" (
	"id" integer PRIMARY KEY NOT NULL,
	"city_code" integer NOT NULL,
	"name" text NOT NULL,
	"postal_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_links" ADD CONSTRAINT "recipient_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_links" ADD CONSTRAINT "recipient_links_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipients" ADD CONSTRAINT "recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipients" ADD CONSTRAINT "recipients_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","archived_at");--> statement-breakpoint
CREATE INDEX "recipient_links_recipient_idx" ON "recipient_links" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "recipients_user_idx" ON "recipients" USING btree ("user_id","archived_at");--> statement-breakpoint
CREATE INDEX "recipients_status_idx" ON "recipients" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "cities_country_name_idx" ON "cities" USING btree ("country_code","name");--> statement-breakpoint
CREATE INDEX "pickup_points_operator_city_idx" ON "pickup_points" USING btree ("operator_id","city_code");--> statement-breakpoint
CREATE INDEX "pickup_points_postal_idx" ON "pickup_points" USING btree ("postal_code");--> statement-breakpoint
CREATE INDEX "streets_city_idx" ON "streets" USING btree ("city_code");