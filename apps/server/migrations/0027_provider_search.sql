CREATE TABLE "provider_search" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"search_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_search" ADD CONSTRAINT "provider_search_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_search_trgm_idx" ON "provider_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Providers who already list services: their services' texts (which hold their name) until the next write rewrites the row.
INSERT INTO "provider_search" ("provider_id", "search_text")
SELECT "provider_id", string_agg("search_text", ' ' ORDER BY "id") FROM "provider_services" WHERE "status" = 'active' GROUP BY "provider_id";
