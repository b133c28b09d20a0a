-- Platform tables: tenants, users and their tenant memberships, sessions, sign-in throttling
-- and the audit trail. See docs/tenancy.md for which tables are global and why.

-- The runtime role: no BYPASSRLS, owns nothing. Every request transaction switches to it.
-- Roles belong to the whole server, so databases migrated at the same moment (test files, a fresh
-- CI cluster) race to create it and to grant it: the loser of the race finds it done.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'wb_app') then
    begin
      create role wb_app nologin nobypassrls;
    exception when duplicate_object or unique_violation then
      null;
    end;
  end if;
  begin
    execute format('grant wb_app to %I', current_user);
  exception when duplicate_object or unique_violation then
    null;
  end;
end
$$;
grant usage on schema public to wb_app;
alter default privileges in schema public grant select, insert, update, delete on tables to wb_app;

-- Global: the tenant register (a Citus reference table).
create table tenant (
  id uuid not null,
  name text not null,
  subscription_status text not null default 'active',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint tenant_pkey primary key (id),
  constraint tenant_subscription_status_check check (subscription_status in ('active', 'trial', 'suspended', 'cancelled'))
);

-- Global: sign-in identities. A person signs in before any tenant is known, so the e-mail
-- must be unique across tenants. Tenant-specific data lives in tenant_user.
create table app_user (
  id uuid not null,
  email text not null,
  password_hash text,
  first_name text not null default '',
  last_name text not null default '',
  is_super_admin boolean not null default false,
  email_verified_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint app_user_pkey primary key (id),
  constraint app_user_email_check check (email = lower(email))
);
create unique index app_user_email_key on app_user (email);

-- Tenant-owned: a user's membership of a tenant, with role and status.
create table tenant_user (
  tenant_id uuid not null,
  user_id uuid not null,
  role text not null,
  is_active boolean not null default true,
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint tenant_user_pkey primary key (tenant_id, user_id),
  constraint tenant_user_tenant_id_fkey foreign key (tenant_id) references tenant (id),
  constraint tenant_user_user_id_fkey foreign key (user_id) references app_user (id) on delete cascade,
  constraint tenant_user_role_check check (role in ('TENANT_ADMIN', 'admin', 'accountant', 'sales', 'support', 'guest'))
);
create index tenant_user_user_id_idx on tenant_user (user_id);
alter table tenant_user enable row level security;
alter table tenant_user force row level security;
create policy tenant_user_tenant_isolation on tenant_user
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
-- At sign-in, before the tenant is known, a user may read their own memberships (never write).
create policy tenant_user_own_membership on tenant_user for select
  using (user_id = nullif(current_setting('app.user_id', true), '')::uuid);

-- Global: a sign-in session; its refresh tokens form one rotation family.
create table auth_session (
  id uuid not null,
  user_id uuid not null,
  user_agent text not null default '',
  ip text not null default '',
  created_at timestamptz not null default now(),
  last_active_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text,
  constraint auth_session_pkey primary key (id),
  constraint auth_session_user_id_fkey foreign key (user_id) references app_user (id) on delete cascade
);
create index auth_session_user_id_idx on auth_session (user_id);

create table auth_refresh_token (
  token_hash text not null,
  session_id uuid not null,
  created_at timestamptz not null default now(),
  used_at timestamptz,
  constraint auth_refresh_token_pkey primary key (token_hash),
  constraint auth_refresh_token_session_id_fkey foreign key (session_id) references auth_session (id) on delete cascade
);
create index auth_refresh_token_session_id_idx on auth_refresh_token (session_id);

-- Global: failed sign-ins per e-mail (known or not, so both answer alike) and per IP.
create table login_throttle (
  key text not null,
  failures integer not null default 0,
  window_started_at timestamptz not null default now(),
  locked_until timestamptz,
  constraint login_throttle_pkey primary key (key)
);

-- Tenant-owned, append-only: the audit trail, hash-chained per tenant. Events that belong
-- to no tenant (a super admin, an unknown e-mail) are chained under the nil uuid.
create table audit_event (
  tenant_id uuid not null,
  seq bigint not null,
  id uuid not null,
  occurred_at timestamptz not null,
  actor_user_id uuid,
  action text not null,
  target text,
  ip text,
  details jsonb not null default '{}'::jsonb,
  prev_hash text not null,
  hash text not null,
  constraint audit_event_pkey primary key (tenant_id, seq),
  constraint audit_event_tenant_id_id_key unique (tenant_id, id)
);
alter table audit_event enable row level security;
alter table audit_event force row level security;
create policy audit_event_tenant_isolation on audit_event
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
revoke update, delete, truncate on audit_event from wb_app;

create function audit_event_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_event is append-only';
end
$$;
create trigger audit_event_no_change before update or delete on audit_event
  for each row execute function audit_event_append_only();
