ALTER TABLE "properties" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "properties_status_expires_idx" ON "properties" USING btree ("status","expires_at","id");