-- Catalogue search (ARCHITECTURE §4 "Search", SPEC 9 "Search tuning"): the extensions come before anything that
-- uses them. Both are trusted extensions (PostgreSQL 13+), so a database owner may create them; PGlite needs them
-- passed in `extensions` (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary found through search_path), so it cannot feed a generated column
-- or an index. This wrapper names the dictionary by schema, which makes the result fixed: IMMUTABLE is honest.
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
