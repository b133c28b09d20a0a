-- Background jobs and the mail outbox. Both are tenant-owned; mail and jobs that belong to no
-- tenant (a sign-up before its company exists) live under the nil uuid, like audit events.

-- The job runner claims due jobs across tenants as this role, which may only see and update
-- the job table; the work itself runs per tenant as wb_app.
-- Created and granted as in 0001: databases migrated at the same moment race for the role.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'wb_worker') then
    begin
      create role wb_worker nologin nobypassrls;
    exception when duplicate_object or unique_violation then
      null;
    end;
  end if;
  begin
    execute format('grant wb_worker to %I', current_user);
  exception when duplicate_object or unique_violation then
    null;
  end;
end
$$;
grant usage on schema public to wb_worker;

create table job (
  tenant_id uuid not null,
  id uuid not null,
  kind text not null,
  payload jsonb not null default '{}'::jsonb,
  status text not null default 'queued',
  attempts integer not null default 0,
  max_attempts integer not null default 8,
  run_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint job_pkey primary key (tenant_id, id),
  constraint job_status_check check (status in ('queued', 'running', 'done', 'failed'))
);
create index job_due_idx on job (run_at) where status in ('queued', 'running');
alter table job enable row level security;
alter table job force row level security;
create policy job_tenant_isolation on job
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
grant select, update on job to wb_worker;
create policy job_worker_claim on job to wb_worker using (true) with check (true);

create table mail_outbox (
  tenant_id uuid not null,
  id uuid not null,
  purpose text not null,
  to_address text not null,
  cc text,
  subject text not null,
  text_body text not null,
  html_body text,
  attachments jsonb not null default '[]'::jsonb,
  status text not null default 'pending',
  message_id text,
  sent_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  constraint mail_outbox_pkey primary key (tenant_id, id),
  constraint mail_outbox_status_check check (status in ('pending', 'sent', 'logged', 'failed'))
);
alter table mail_outbox enable row level security;
alter table mail_outbox force row level security;
create policy mail_outbox_tenant_isolation on mail_outbox
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
