-- Company-register search (platform §7 KVK; issue 29).
--
-- kvk_cache is global: KVK's register is public data, the same answer for every company, so one
-- cached search or profile serves all tenants and spares each company's quota. It holds no tenant
-- data (no tenant_id, no row-level security); on Citus it is a reference table like the other
-- global tables. Rows live 24 hours (expires_at); a negative answer ("no results") is cached too.
create table kvk_cache (
  -- 'search:<term, lower case, spaces collapsed>' or 'profile:<kvk number>'
  key text not null,
  body jsonb not null,
  fetched_at timestamptz not null default now(),
  expires_at timestamptz not null,
  constraint kvk_cache_pkey primary key (key)
);
create index kvk_cache_expires_at_idx on kvk_cache (expires_at);

-- Tenant-owned: calls each company made to KVK per calendar month (Europe/Amsterdam), and the
-- answers the cache gave instead. Shown in settings; never shared between tenants.
create table kvk_usage (
  tenant_id uuid not null,
  month date not null,
  calls integer not null default 0,
  cache_hits integer not null default 0,
  updated_at timestamptz not null default now(),
  constraint kvk_usage_pkey primary key (tenant_id, month),
  constraint kvk_usage_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  constraint kvk_usage_month_check check (extract(day from month) = 1),
  constraint kvk_usage_calls_check check (calls >= 0),
  constraint kvk_usage_cache_hits_check check (cache_hits >= 0)
);
alter table kvk_usage enable row level security;
alter table kvk_usage force row level security;
create policy kvk_usage_tenant_isolation on kvk_usage
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
