ALTER TABLE "properties" ADD COLUMN "land_basin" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "land_plot" text;