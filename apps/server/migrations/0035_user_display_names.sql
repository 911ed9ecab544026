ALTER TABLE "users" ADD COLUMN "display_name_ar" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "display_name_en" text;