-- Workspace settings: one row per tenant and section, the section's value as JSON (validated by
-- the contract on the way in and out), its secrets encrypted apart from it; and the company logo.

create table workspace_setting (
  tenant_id uuid not null,
  section text not null,
  value jsonb not null default '{}'::jsonb,
  -- Per secret field (by its path in the section): AES-256-GCM ciphertext and the mask shown.
  secrets jsonb not null default '{}'::jsonb,
  updated_at timestamptz not null default now(),
  updated_by uuid,
  constraint workspace_setting_pkey primary key (tenant_id, section),
  constraint workspace_setting_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade
);
alter table workspace_setting enable row level security;
alter table workspace_setting force row level security;
create policy workspace_setting_tenant_isolation on workspace_setting
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

-- The logo is kept in the database with everything else (at most 2 MB, one per tenant).
create table company_logo (
  tenant_id uuid not null,
  content_type text not null,
  content bytea not null,
  sha256 text not null,
  updated_at timestamptz not null default now(),
  constraint company_logo_pkey primary key (tenant_id),
  constraint company_logo_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  constraint company_logo_content_type_check check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')),
  constraint company_logo_size_check check (octet_length(content) <= 2097152)
);
alter table company_logo enable row level security;
alter table company_logo force row level security;
create policy company_logo_tenant_isolation on company_logo
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
