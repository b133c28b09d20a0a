-- Suppliers with their contacts (exactly one primary once there is one) and notes (business §3).
-- Contacts and notes belong to their supplier and go with it; items refer to a supplier and
-- keep it from being deleted.

create table supplier (
  tenant_id uuid not null,
  id uuid not null,
  supplier_number text not null,
  name text not null,
  legal_name text not null default '',
  email text not null default '',
  phone text not null default '',
  website text not null default '',
  address text not null default '',
  postal_code text not null default '',
  city text not null default '',
  country text not null default 'NL',
  vat_number text not null default '',
  coc_number text not null default '',
  bank_account text not null default '',
  payment_terms integer not null default 30,
  -- Whole euros only (business §5).
  credit_limit numeric(14, 0) not null default 0,
  category text not null default 'GENERAL',
  priority text not null default 'STANDARD',
  is_active boolean not null default true,
  is_preferred boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search_text text generated always as (
    lower(
      supplier_number || ' ' || name || ' ' || legal_name || ' ' || email || ' ' || phone || ' ' || city || ' ' ||
      postal_code || ' ' || vat_number || ' ' || coc_number
    )
  ) stored,
  constraint supplier_pkey primary key (tenant_id, id),
  constraint supplier_tenant_id_supplier_number_key unique (tenant_id, supplier_number),
  constraint supplier_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  constraint supplier_name_check check (name <> ''),
  constraint supplier_category_check check (category in ('GENERAL', 'RAW_MATERIALS', 'PACKAGING', 'SERVICES', 'EQUIPMENT', 'LOGISTICS', 'UTILITIES')),
  constraint supplier_priority_check check (priority in ('LOW', 'STANDARD', 'HIGH', 'CRITICAL')),
  constraint supplier_payment_terms_check check (payment_terms between 0 and 365),
  constraint supplier_credit_limit_check check (credit_limit >= 0)
);
create index supplier_search_text_idx on supplier using gin (search_text gin_trgm_ops) with (fastupdate = off);
create index supplier_tenant_id_name_idx on supplier (tenant_id, name, id);
alter table supplier enable row level security;
alter table supplier force row level security;
create policy supplier_tenant_isolation on supplier
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

create table supplier_contact (
  tenant_id uuid not null,
  id uuid not null,
  supplier_id uuid not null,
  name text not null,
  role text not null default '',
  email text not null default '',
  phone text not null default '',
  mobile text not null default '',
  notes text not null default '',
  is_primary boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint supplier_contact_pkey primary key (tenant_id, id),
  constraint supplier_contact_supplier_id_fkey foreign key (tenant_id, supplier_id) references supplier (tenant_id, id) on delete cascade,
  constraint supplier_contact_name_check check (name <> '')
);
create index supplier_contact_tenant_id_supplier_id_idx on supplier_contact (tenant_id, supplier_id);
-- At most one primary contact per supplier; the service keeps it at exactly one.
create unique index supplier_contact_tenant_id_supplier_id_primary_key on supplier_contact (tenant_id, supplier_id) where is_primary;
alter table supplier_contact enable row level security;
alter table supplier_contact force row level security;
create policy supplier_contact_tenant_isolation on supplier_contact
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

create table supplier_note (
  tenant_id uuid not null,
  id uuid not null,
  supplier_id uuid not null,
  content text not null,
  is_important boolean not null default false,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint supplier_note_pkey primary key (tenant_id, id),
  constraint supplier_note_supplier_id_fkey foreign key (tenant_id, supplier_id) references supplier (tenant_id, id) on delete cascade,
  constraint supplier_note_created_by_fkey foreign key (created_by) references app_user (id) on delete set null,
  constraint supplier_note_content_check check (content <> '')
);
create index supplier_note_tenant_id_supplier_id_idx on supplier_note (tenant_id, supplier_id, created_at);
alter table supplier_note enable row level security;
alter table supplier_note force row level security;
create policy supplier_note_tenant_isolation on supplier_note
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
