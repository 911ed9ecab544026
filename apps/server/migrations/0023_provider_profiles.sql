CREATE TABLE "provider_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"bio_ar" text,
	"bio_en" text,
	"photo" text,
	"photo_widths" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"city_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"office_city_id" integer,
	"office_address" text,
	"latitude" double precision,
	"longitude" double precision,
	"phone" text,
	"show_phone" boolean DEFAULT false NOT NULL,
	"show_whatsapp" boolean DEFAULT false NOT NULL,
	"years_experience" smallint,
	"licence_authority" text,
	"licence_number" text,
	"verification_status" text DEFAULT 'unsubmitted' NOT NULL,
	"verification_reason" text,
	"document_key" text,
	"document_mime" text,
	"document_bytes" integer,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_profiles_status_check" CHECK ("provider_profiles"."verification_status" in ('unsubmitted', 'pending', 'verified', 'refused', 'withdrawn')),
	CONSTRAINT "provider_profiles_years_check" CHECK ("provider_profiles"."years_experience" is null or "provider_profiles"."years_experience" between 0 and 80)
);
--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_office_city_id_cities_id_fk" FOREIGN KEY ("office_city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_profiles_queue_idx" ON "provider_profiles" USING btree ("submitted_at") WHERE "provider_profiles"."verification_status" = 'pending';--> statement-breakpoint
CREATE INDEX "provider_profiles_cities_idx" ON "provider_profiles" USING gin ("city_ids") WHERE "provider_profiles"."verification_status" = 'verified';