ALTER TABLE "completed_projects" ADD COLUMN "search_text" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "completed_projects" ALTER COLUMN "search_text" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "search_text" DROP DEFAULT;