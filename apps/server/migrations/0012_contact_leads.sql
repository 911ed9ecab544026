CREATE TABLE "listing_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_leads_kind_check" CHECK ("listing_leads"."kind" in ('call', 'whatsapp'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_phone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_leads" ADD CONSTRAINT "listing_leads_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_leads_property_idx" ON "listing_leads" USING btree ("property_id","kind");--> statement-breakpoint
CREATE INDEX "favorites_property_idx" ON "favorites" USING btree ("property_id");--> statement-breakpoint
-- Providers show their phone unless they turn it off (decision 039); everyone else chooses to.
UPDATE "users" SET "show_phone" = true WHERE "role" = 'provider';
