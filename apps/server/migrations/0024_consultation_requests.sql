CREATE TABLE "consultation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"provider_id" integer,
	"service_id" integer,
	"offering_id" integer,
	"listing_id" integer,
	"topic" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"description" text NOT NULL,
	"preferred_times" jsonb NOT NULL,
	"contact_preference" text NOT NULL,
	"language" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"duration_minutes" smallint,
	"quoted_price" numeric(14, 2),
	"quoted_currency" text,
	"reason" text,
	"changed_by" text,
	"client_read_at" timestamp with time zone,
	"provider_read_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_requests_status_check" CHECK ("consultation_requests"."status" in ('requested', 'accepted', 'proposed', 'declined', 'confirmed', 'done', 'no_show', 'cancelled')),
	CONSTRAINT "consultation_requests_topic_check" CHECK ("consultation_requests"."topic" in ('legal', 'finance', 'construction', 'realty')),
	CONSTRAINT "consultation_requests_contact_check" CHECK ("consultation_requests"."contact_preference" in ('thread', 'email', 'phone', 'whatsapp')),
	CONSTRAINT "consultation_requests_language_check" CHECK ("consultation_requests"."language" in ('ar', 'en', 'he')),
	CONSTRAINT "consultation_requests_changed_by_check" CHECK ("consultation_requests"."changed_by" is null or "consultation_requests"."changed_by" in ('client', 'provider')),
	CONSTRAINT "consultation_requests_scheduled_check" CHECK ("consultation_requests"."status" not in ('accepted', 'proposed', 'confirmed', 'done', 'no_show') or "consultation_requests"."scheduled_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "request_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"uploader_id" integer,
	"key" text NOT NULL,
	"filename" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"author_id" integer,
	"kind" text NOT NULL,
	"event" text,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_messages_kind_check" CHECK ("request_messages"."kind" in ('message', 'event'))
);
--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_offering_id_finance_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."finance_offerings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_listing_id_properties_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_request_id_consultation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."consultation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_request_id_consultation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."consultation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_requests_client_idx" ON "consultation_requests" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultation_requests_provider_idx" ON "consultation_requests" USING btree ("provider_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultation_requests_team_idx" ON "consultation_requests" USING btree ("updated_at" DESC NULLS LAST) WHERE "consultation_requests"."provider_id" is null;--> statement-breakpoint
CREATE INDEX "consultation_requests_reminder_idx" ON "consultation_requests" USING btree ("scheduled_at") WHERE "consultation_requests"."status" = 'confirmed' and "consultation_requests"."reminder_sent_at" is null;--> statement-breakpoint
CREATE INDEX "request_attachments_request_idx" ON "request_attachments" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "request_messages_request_idx" ON "request_messages" USING btree ("request_id","id");