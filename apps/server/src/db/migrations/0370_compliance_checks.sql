-- Compliance (issue 31): each run of a compliance check, kept as history (the page shows the latest
-- per check; POST /security/compliance/audit/{id} adds one). Tenant-owned.
create table compliance_check_run (
  tenant_id uuid not null,
  id uuid not null,
  check_id text not null,
  passed boolean not null,
  evidence jsonb not null,
  run_by uuid,
  run_at timestamptz not null default now(),
  constraint compliance_check_run_pkey primary key (tenant_id, id),
  constraint compliance_check_run_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  constraint compliance_check_run_check_id_check check (length(check_id) between 1 and 40)
);
create index compliance_check_run_latest_idx on compliance_check_run (tenant_id, check_id, run_at desc);
select distribute_tenant_table('compliance_check_run');
alter table compliance_check_run enable row level security;
alter table compliance_check_run force row level security;
create policy compliance_check_run_tenant_isolation on compliance_check_run
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

-- The platform's backups (npm run backup), recorded so the check "backups recent and restorable"
-- reads real data: when, which engine, the file, its size and whether a restore of it was verified.
create table backup_record (
  id uuid primary key,
  engine text not null check (engine in ('pglite', 'postgres')),
  file_name text not null,
  size_bytes bigint not null,
  sha256 text not null,
  created_at timestamptz not null default now(),
  restore_verified_at timestamptz
);
