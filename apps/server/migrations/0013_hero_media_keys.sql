ALTER TABLE "heroes" ADD COLUMN "background_image_key" text;--> statement-breakpoint
ALTER TABLE "heroes" ADD COLUMN "background_video_key" text;--> statement-breakpoint
-- Rows store keys, never URLs (decision 042): every stored hero URL is this app's /media/<key>.
UPDATE "heroes" SET
  "background_image_key" = CASE WHEN "background_image_url" LIKE '/media/%' THEN substr("background_image_url", 8) END,
  "background_video_key" = CASE WHEN "background_video_url" LIKE '/media/%' THEN substr("background_video_url", 8) END;
