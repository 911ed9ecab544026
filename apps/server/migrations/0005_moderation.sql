ALTER TABLE "properties" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_newest_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
UPDATE "properties" SET "published_at" = "created_at" WHERE "status" = 'active';
