-- Typo tolerance: trigram similarity over the search vocabulary (a small table), not over every product row.
-- pg_trgm is a trusted extension (PostgreSQL 13+), so a database owner may create it; PGlite ships it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
--> statement-breakpoint
-- Prefix matching while typing ('سيرا' → 'سيرافي') with LIKE 'x%' in byte order, whatever the collation.
CREATE INDEX IF NOT EXISTS "search_terms_prefix_idx" ON "search_terms" ("term" text_pattern_ops);
