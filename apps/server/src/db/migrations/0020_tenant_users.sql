-- Tenant users get the spec's fields, and each tenant its own matrix of permissions per role.
-- What belongs to the person (sign-in identity) is global in app_user; what belongs to their
-- work at one company is tenant-owned in tenant_user. See docs/tenant-users.md.

-- Identity: a person's phone number travels with them, like their name and e-mail.
alter table app_user add column phone text;

-- Employment at one company. The manager is a colleague in the same tenant.
alter table tenant_user
  add column department text,
  add column position text,
  add column hire_date date,
  add column salary numeric(12, 2),
  add column manager_user_id uuid,
  add constraint tenant_user_salary_check check (salary is null or salary >= 0),
  add constraint tenant_user_manager_check check (manager_user_id is null or manager_user_id <> user_id),
  add constraint tenant_user_manager_user_id_fkey foreign key (tenant_id, manager_user_id)
    references tenant_user (tenant_id, user_id) on delete set null (manager_user_id);
create index tenant_user_manager_user_id_idx on tenant_user (tenant_id, manager_user_id);

-- Tenant-owned: the permission matrix of each tenant role, written from the defaults when a
-- tenant is created and changed by its TENANT_ADMIN. A role without a row has the default matrix.
-- TENANT_ADMIN holds every permission and has no row.
create table tenant_role_permission (
  tenant_id uuid not null,
  role text not null,
  permissions jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by uuid,
  constraint tenant_role_permission_pkey primary key (tenant_id, role),
  constraint tenant_role_permission_tenant_id_fkey foreign key (tenant_id) references tenant (id),
  constraint tenant_role_permission_role_check check (role in ('admin', 'accountant', 'sales', 'support', 'guest')),
  constraint tenant_role_permission_permissions_check check (jsonb_typeof(permissions) = 'object')
);
alter table tenant_role_permission enable row level security;
alter table tenant_role_permission force row level security;
create policy tenant_role_permission_tenant_isolation on tenant_role_permission
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
