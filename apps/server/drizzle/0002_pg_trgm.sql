-- Trigram matching for the product name and description filters (ILIKE '%…%' on 100k rows).
-- pg_trgm is a trusted extension (PostgreSQL 13+), so the database owner may create it;
-- PGlite loads it from @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
