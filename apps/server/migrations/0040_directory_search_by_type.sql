DROP INDEX "provider_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "provider_search" ADD COLUMN "provider_type" text;--> statement-breakpoint
UPDATE "provider_search" d SET "provider_type" = u.provider_type FROM "users" u WHERE u.id = d.provider_id;--> statement-breakpoint
CREATE INDEX "provider_search_lawyer_trgm_idx" ON "provider_search" USING gin ((case when provider_type = 'lawyer' then search_text end) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provider_search_financial_expert_trgm_idx" ON "provider_search" USING gin ((case when provider_type = 'financial_expert' then search_text end) gin_trgm_ops);