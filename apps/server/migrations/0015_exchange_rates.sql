CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_usd" numeric(16, 6) NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by" integer,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."per_usd" > 0),
	CONSTRAINT "exchange_rates_base" CHECK ("exchange_rates"."currency" <> 'USD' or "exchange_rates"."per_usd" = 1)
);
--> statement-breakpoint
-- The rates an installation starts with (decision 040), dated the day they were taken: staff set current ones in /admin.
INSERT INTO "exchange_rates" ("currency", "per_usd", "set_at") VALUES ('USD', 1, '2026-11-25T00:00:00Z'), ('JOD', 0.709, '2026-11-25T00:00:00Z'), ('ILS', 3.7, '2026-11-25T00:00:00Z');--> statement-breakpoint
DROP INDEX "properties_public_price_idx";--> statement-breakpoint
DROP INDEX "properties_active_city_idx";--> statement-breakpoint
DROP INDEX "properties_active_city_newest_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_usd" numeric(18, 2);--> statement-breakpoint
UPDATE "properties" p SET "price_usd" = round(p."price" / r."per_usd", 2) FROM "exchange_rates" r WHERE r."currency" = p."currency";--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "price_usd" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_public_price_idx" ON "properties" USING btree ("status","purpose","price_usd","id");--> statement-breakpoint
CREATE INDEX "properties_active_city_idx" ON "properties" USING btree ("city_id","purpose","price_usd","beds","baths","area","type","created_at","id") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_city_newest_idx" ON "properties" USING btree ("city_id","purpose","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"price_usd","beds","baths","area","type") WHERE "properties"."status" = 'active';--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_currency_check" CHECK ("properties"."currency" in ('USD', 'JOD', 'ILS'));
