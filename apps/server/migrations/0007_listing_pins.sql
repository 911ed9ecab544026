ALTER TABLE "properties" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE INDEX "properties_active_location_idx" ON "properties" USING btree ("purpose","longitude","latitude") WHERE "properties"."status" = 'active' and "properties"."latitude" is not null;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_location_check" CHECK (("properties"."latitude" is null) = ("properties"."longitude" is null));