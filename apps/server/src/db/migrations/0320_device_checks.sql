-- Device checks (issue 33, the cross-platform testing page): what each device a company uses can
-- do (service worker, storage, offline queue, camera, printers …), as its last run of the checks
-- reported it. One row per device (the device keeps its own id); tenant-owned.
create table device_check (
  tenant_id uuid not null,
  id uuid not null,
  device_id uuid not null,
  device_name text not null,
  user_agent text not null default '',
  results jsonb not null,
  checked_by uuid,
  checked_by_email text not null default '',
  checked_at timestamptz not null default now(),
  constraint device_check_pkey primary key (tenant_id, id),
  constraint device_check_device_key unique (tenant_id, device_id),
  constraint device_check_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  constraint device_check_name_check check (length(device_name) between 1 and 80)
);
select distribute_tenant_table('device_check');
alter table device_check enable row level security;
alter table device_check force row level security;
create policy device_check_tenant_isolation on device_check
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
