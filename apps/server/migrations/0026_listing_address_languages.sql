ALTER TABLE "properties" ADD COLUMN "address_ar" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "address_en" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "village_ar" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "village_en" text;