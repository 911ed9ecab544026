ALTER TABLE "properties" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "description_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Each listing's one title and description go to the language their title's script says: Arabic letters → ar, else en (decision 045).
UPDATE "properties" SET
  "title_ar" = CASE WHEN "title" ~ '[\u0600-\u06FF]' THEN "title" ELSE '' END,
  "description_ar" = CASE WHEN "title" ~ '[\u0600-\u06FF]' THEN "description" ELSE '' END,
  "title_en" = CASE WHEN "title" ~ '[\u0600-\u06FF]' THEN '' ELSE "title" END,
  "description_en" = CASE WHEN "title" ~ '[\u0600-\u06FF]' THEN '' ELSE "description" END;--> statement-breakpoint
-- Held edits (decision 044) name the same fields: a held title or description becomes its language's.
UPDATE "listing_changes" lc SET "changes" = (lc."changes" - 'title' - 'description') || jsonb_strip_nulls(jsonb_build_object(
    'title_' || t.lang, lc."changes" -> 'title',
    'description_' || t.lang, lc."changes" -> 'description'))
  FROM (
    SELECT c."property_id", CASE WHEN coalesce(c."changes" ->> 'title', c."changes" ->> 'description', p."title") ~ '[\u0600-\u06FF]' THEN 'ar' ELSE 'en' END AS lang
    FROM "listing_changes" c JOIN "properties" p ON p."id" = c."property_id"
  ) t
  WHERE t."property_id" = lc."property_id" AND (lc."changes" ? 'title' OR lc."changes" ? 'description');
