-- Announcements: an admin's message of the day to every user of a tenant (issue 10). Each user
-- also gets it as a notification; this row is what the dashboard shows until it expires.

create table announcement (
  tenant_id uuid not null,
  id uuid not null,
  type text not null,
  title text not null,
  message text not null,
  link text,
  expires_at timestamptz,
  withdrawn_at timestamptz,
  created_by uuid references app_user (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint announcement_pkey primary key (tenant_id, id),
  constraint announcement_type_check check (type in ('INFO', 'WARNING', 'SUCCESS', 'ERROR', 'ACTION_REQUIRED'))
);
-- The dashboard: the newest one still showing.
create index announcement_current_idx on announcement (tenant_id, created_at desc) where withdrawn_at is null;
alter table announcement enable row level security;
alter table announcement force row level security;
create policy announcement_tenant_isolation on announcement
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
