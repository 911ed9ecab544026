-- Trigram search over Arabic-normalized text, and accent folding; both ship with PGlite and PostgreSQL contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
