-- API answers with a 4xx or 5xx status per company and day (issue 31: the security metrics' "API
-- errors"). The server counts them in memory and adds each minute's counts here, so a refused
-- request costs no write of its own. Tenant-owned.
create table api_error_day (
  tenant_id uuid not null,
  day date not null,
  class text not null,
  count bigint not null default 0,
  constraint api_error_day_pkey primary key (tenant_id, day, class),
  constraint api_error_day_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  constraint api_error_day_class_check check (class in ('4xx', '5xx'))
);
select distribute_tenant_table('api_error_day');
alter table api_error_day enable row level security;
alter table api_error_day force row level security;
create policy api_error_day_tenant_isolation on api_error_day
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
