-- Document numbers: one counter row per tenant and series, updated in the transaction that makes
-- the document, so a rolled-back document gives its number back (gap-free invoices, ARCHITECTURE
-- §2). Not a sequence: sequences skip numbers on rollback.

create table number_counter (
  tenant_id uuid not null,
  series text not null,
  last_value bigint not null,
  updated_at timestamptz not null default now(),
  constraint number_counter_pkey primary key (tenant_id, series),
  constraint number_counter_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  constraint number_counter_series_check check (series in ('invoice', 'order', 'account', 'quote', 'supplier', 'sku')),
  constraint number_counter_last_value_check check (last_value > 0)
);
alter table number_counter enable row level security;
alter table number_counter force row level security;
create policy number_counter_tenant_isolation on number_counter
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
