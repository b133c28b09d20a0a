-- GDPR erasure and retention (issue 31): each erasure of a person (a customer account or a user),
-- with until when data is kept for the Dutch fiscal retention (7 years after the last invoice)
-- and when the retention job finished it. Tenant-owned.
create table gdpr_erasure (
  tenant_id uuid not null,
  id uuid not null,
  subject_kind text not null,
  subject_id uuid not null,
  erased_at timestamptz not null default now(),
  erased_by uuid,
  retained_until date,
  completed_at timestamptz,
  constraint gdpr_erasure_pkey primary key (tenant_id, id),
  constraint gdpr_erasure_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  constraint gdpr_erasure_subject_kind_check check (subject_kind in ('account', 'user'))
);
create index gdpr_erasure_open_idx on gdpr_erasure (tenant_id, retained_until) where completed_at is null;
select distribute_tenant_table('gdpr_erasure');
alter table gdpr_erasure enable row level security;
alter table gdpr_erasure force row level security;
create policy gdpr_erasure_tenant_isolation on gdpr_erasure
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

-- Each run of the daily retention job per tenant: what it anonymised (the compliance check
-- "retention settings set" reads the latest).
create table retention_run (
  tenant_id uuid not null,
  id uuid not null,
  ran_at timestamptz not null default now(),
  retention_start date not null,
  invoices_anonymised integer not null default 0,
  accounts_anonymised integer not null default 0,
  constraint retention_run_pkey primary key (tenant_id, id),
  constraint retention_run_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade
);
create index retention_run_latest_idx on retention_run (tenant_id, ran_at desc);
select distribute_tenant_table('retention_run');
alter table retention_run enable row level security;
alter table retention_run force row level security;
create policy retention_run_tenant_isolation on retention_run
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
