-- Indexed search under row-level security. PostgreSQL applies a table's policy before any
-- condition of a query that is not leakproof, and LIKE and the trigram operators are not: under
-- RLS they can never use the trigram indexes, and every search would read the whole table.
--
-- So a list search runs in two steps. First these views choose the page: ids, in order, and the
-- total. Each shows one tenant's rows (the tenant from the same app.tenant_id setting the policies
-- use) with the view owner's rights, and only the columns a list searches, filters and sorts on,
-- so the search can use the indexes. Then the list reads those ids from the tables themselves,
-- under RLS. The owner is the migrating role: a superuser (the embedded database, CI) bypasses
-- RLS here; an owner without BYPASSRLS still gets correct, but unindexed, searches.
--
-- The runtime role may only read them (they would otherwise be updatable).

create view account_search as
  select tenant_id, id, search_text, account_number, company_name, city, status, type, blocked_at, created_at, updated_at
  from account
  where tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid;

create view supplier_search as
  select tenant_id, id, search_text, supplier_number, name, city, priority, category, is_active, is_preferred, created_at
  from supplier
  where tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid;

create view item_search as
  select tenant_id, id, search_text, sku, name, price, category, quantity_on_hand, sort_order, is_active, supplier_id, updated_at
  from item
  where tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid;

revoke all on account_search, supplier_search, item_search from wb_app;
grant select on account_search, supplier_search, item_search to wb_app;

-- Fuzzy matching (a typo in a name) orders the nearest names first with a GiST index and stops
-- at the search settings' results limit, instead of comparing every candidate.
create index account_company_name_trgm_idx on account using gist (lower(company_name) gist_trgm_ops);
create index supplier_name_trgm_idx on supplier using gist (lower(name) gist_trgm_ops);
create index item_name_trgm_idx on item using gist (lower(name) gist_trgm_ops);
