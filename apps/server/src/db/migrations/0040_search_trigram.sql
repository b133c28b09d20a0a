-- Trigram matching for the lists' search (substring and fuzzy word matches use GIN indexes).
-- pg_trgm ships with PostgreSQL (a trusted extension since 13, so a database owner may create it)
-- and with PGlite, which loads it when the database is opened (see db/database.ts).
create extension if not exists pg_trgm;
