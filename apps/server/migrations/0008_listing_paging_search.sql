DROP INDEX "properties_owner_idx";--> statement-breakpoint
-- Listings stored before this migration get their normalized title at the next start (seed/search-texts.ts).
ALTER TABLE "properties" ADD COLUMN "search_title" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "search_title" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('arabic'::regconfig, search_title), 'A') || setweight(to_tsvector('arabic'::regconfig, search_text), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "properties_newest_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_status_newest_idx" ON "properties" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_search_vector_idx" ON "properties" USING gin ("search_vector") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_owner_idx" ON "properties" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
