CREATE TABLE "price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"old_price" numeric(14, 2) NOT NULL,
	"old_currency" text NOT NULL,
	"new_price" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_cut_at" timestamp with time zone DEFAULT 'epoch' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_cut_percent" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_per_m2_usd" numeric(18, 4) GENERATED ALWAYS AS (round(price_usd / area, 4)) STORED;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_property_idx" ON "price_changes" USING btree ("property_id","changed_at","id");--> statement-breakpoint
CREATE INDEX "properties_public_price_cut_idx" ON "properties" USING btree ("status","purpose","price_cut_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_public_price_per_m2_idx" ON "properties" USING btree ("status","purpose","price_per_m2_usd","id");