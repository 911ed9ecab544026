CREATE TABLE "partnerships" (
	"id" serial PRIMARY KEY NOT NULL,
	"realtor_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"invited_by" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partnerships_status_check" CHECK ("partnerships"."status" in ('pending', 'accepted', 'declined', 'ended')),
	CONSTRAINT "partnerships_invited_by_check" CHECK ("partnerships"."invited_by" in ('realtor', 'expert')),
	CONSTRAINT "partnerships_two_people_check" CHECK ("partnerships"."realtor_id" <> "partnerships"."expert_id")
);
--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_realtor_id_users_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partnerships_pair_key" ON "partnerships" USING btree ("realtor_id","expert_id");--> statement-breakpoint
CREATE INDEX "partnerships_expert_idx" ON "partnerships" USING btree ("expert_id");