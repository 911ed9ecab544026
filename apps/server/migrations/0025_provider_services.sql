CREATE TABLE "legal_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'ar' NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"category" text NOT NULL,
	"title_ar" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"price_on_request" boolean DEFAULT false NOT NULL,
	"price" numeric(12, 2),
	"currency" text,
	"unit" text,
	"delivery" text[] NOT NULL,
	"city_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_services_status_check" CHECK ("provider_services"."status" in ('active', 'archived')),
	CONSTRAINT "provider_services_price_check" CHECK ("provider_services"."price_on_request" or ("provider_services"."price" is not null and "provider_services"."currency" is not null and "provider_services"."unit" is not null))
);
--> statement-breakpoint
ALTER TABLE "provider_services" ADD CONSTRAINT "provider_services_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_waitlist_email_key" ON "legal_waitlist" USING btree ("email");--> statement-breakpoint
CREATE INDEX "legal_waitlist_pending_idx" ON "legal_waitlist" USING btree ("id") WHERE "legal_waitlist"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "provider_services_provider_idx" ON "provider_services" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "provider_services_search_trgm_idx" ON "provider_services" USING gin ("search_text" gin_trgm_ops);