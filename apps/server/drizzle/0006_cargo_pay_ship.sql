ALTER TABLE "cargos" ADD COLUMN "price_breakdown" jsonb;--> statement-breakpoint
ALTER TABLE "cargos" ADD COLUMN "outgoing_declaration" text;--> statement-breakpoint
ALTER TABLE "cargos" ADD COLUMN "paid_at" timestamp with time zone;