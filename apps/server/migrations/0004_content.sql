CREATE TABLE "completed_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"location_ar" text DEFAULT '' NOT NULL,
	"location_en" text DEFAULT '' NOT NULL,
	"project_type" text NOT NULL,
	"completion_date" date,
	"views_count" integer DEFAULT 0 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"area" numeric(12, 2),
	"budget" numeric(14, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"duration_months" smallint,
	"client_name" text DEFAULT '' NOT NULL,
	"work_done_ar" text DEFAULT '' NOT NULL,
	"work_done_en" text DEFAULT '' NOT NULL,
	"finishing_ar" text DEFAULT '' NOT NULL,
	"finishing_en" text DEFAULT '' NOT NULL,
	"features_ar" text[] DEFAULT '{}'::text[] NOT NULL,
	"features_en" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "finance_offerings" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"price" numeric(14, 2),
	"price_unit" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_offerings_price_check" CHECK ("finance_offerings"."price" is null or "finance_offerings"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "project_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"media_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"widths" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" bigint,
	"mime_type" text,
	"caption_ar" text DEFAULT '' NOT NULL,
	"caption_en" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_views" (
	"project_id" integer NOT NULL,
	"visitor_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "project_views_project_id_visitor_key_day_pk" PRIMARY KEY("project_id","visitor_key","day")
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_media" ADD CONSTRAINT "project_media_project_id_completed_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."completed_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_views" ADD CONSTRAINT "project_views_project_id_completed_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."completed_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "completed_projects_newest_idx" ON "completed_projects" USING btree ("completion_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "completed_projects_featured_idx" ON "completed_projects" USING btree ("is_featured","completion_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_newest_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "finance_offerings_order_idx" ON "finance_offerings" USING btree ("is_active","sort_order","id");--> statement-breakpoint
CREATE INDEX "project_media_project_idx" ON "project_media" USING btree ("project_id","position");