-- The account search (issue 6: typing in a list of 100,000 accounts) with the tenant in the index
-- condition: the trigram index of 0041 holds every tenant's accounts, so a common word found the
-- matches of all tenants first and dropped the others' afterwards. btree_gin lets one GIN index
-- hold the tenant and the trigrams, so the search reads only this tenant's entries. btree_gin
-- ships with PostgreSQL (trusted since 13) and with PGlite (loaded at open, see db/database.ts).
create extension if not exists btree_gin;
create index account_tenant_id_search_text_idx on account using gin (tenant_id, search_text gin_trgm_ops) with (fastupdate = off);
drop index account_search_text_idx;
