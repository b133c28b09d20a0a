-- Customer accounts (business §3 Account). Text fields are never null ('' when not given), so
-- the search column can be a plain concatenation. Blocked by administration is a state of its
-- own beside active/inactive: it keeps the reason, when and who.

create table account (
  tenant_id uuid not null,
  id uuid not null,
  account_number text not null,
  company_name text not null,
  contact_person text not null default '',
  first_name text not null default '',
  last_name text not null default '',
  email text not null default '',
  phone text not null default '',
  mobile text not null default '',
  fax text not null default '',
  website text not null default '',
  street text not null default '',
  house_number text not null default '',
  city text not null default '',
  postal_code text not null default '',
  country text not null default 'NL',
  kvk_number text not null default '',
  vat_number text not null default '',
  iban text not null default '',
  payment_terms integer not null default 30,
  credit_limit numeric(20, 2),
  discount numeric(5, 2) not null default 0,
  notes text not null default '',
  status text not null default 'active',
  type text not null default 'company',
  blocked_at timestamptz,
  blocked_reason text,
  blocked_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- What the search matches: lower case, the fields a user would type, postcode also without space.
  search_text text generated always as (
    lower(
      account_number || ' ' || company_name || ' ' || contact_person || ' ' || first_name || ' ' || last_name || ' ' ||
      email || ' ' || phone || ' ' || mobile || ' ' || street || ' ' || city || ' ' || postal_code || ' ' ||
      replace(postal_code, ' ', '') || ' ' || kvk_number || ' ' || vat_number
    )
  ) stored,
  constraint account_pkey primary key (tenant_id, id),
  constraint account_tenant_id_account_number_key unique (tenant_id, account_number),
  constraint account_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  constraint account_blocked_by_fkey foreign key (blocked_by) references app_user (id) on delete set null,
  constraint account_status_check check (status in ('active', 'inactive')),
  constraint account_type_check check (type in ('company', 'individual')),
  constraint account_company_name_check check (company_name <> ''),
  constraint account_payment_terms_check check (payment_terms between 0 and 365),
  constraint account_credit_limit_check check (credit_limit >= 0),
  constraint account_discount_check check (discount between 0 and 100),
  constraint account_blocked_check check ((blocked_at is null) = (blocked_reason is null))
);
create index account_search_text_idx on account using gin (search_text gin_trgm_ops) with (fastupdate = off);
create index account_tenant_id_company_name_idx on account (tenant_id, company_name, id);
create index account_tenant_id_city_idx on account (tenant_id, city, id);
alter table account enable row level security;
alter table account force row level security;
create policy account_tenant_isolation on account
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
