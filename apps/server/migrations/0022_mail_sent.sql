CREATE TABLE "mail_sent" (
	"job_id" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_sent_sent_at_idx" ON "mail_sent" USING btree ("sent_at");