ALTER TABLE "properties" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_text_check" CHECK ("properties"."title_ar" <> '' or "properties"."title_en" <> '');