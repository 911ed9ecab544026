CREATE TABLE "listing_activity" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"visitor_key" text NOT NULL,
	CONSTRAINT "listing_activity_property_id_day_kind_visitor_key_pk" PRIMARY KEY("property_id","day","kind","visitor_key"),
	CONSTRAINT "listing_activity_kind_check" CHECK ("listing_activity"."kind" in ('inquiry', 'visit', 'save', 'call', 'whatsapp'))
);
--> statement-breakpoint
ALTER TABLE "listing_activity" ADD CONSTRAINT "listing_activity_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_activity_day_idx" ON "listing_activity" USING btree ("day");