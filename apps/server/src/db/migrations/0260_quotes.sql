-- Quotes (issue 34): offers to a customer, numbered by the tenant's quote series (QUO-), lines as
-- an order's (priced the same way), statuses draft → sent → accepted | declined | expired. An
-- accepted quote became an order: the quote keeps the order's id and the order the quote's.

create table quote (
  tenant_id uuid not null,
  id uuid not null,
  quote_number text not null,
  quote_date date not null,
  valid_until date not null,
  account_id uuid not null,
  status text not null default 'draft',
  notes text not null default '',
  net_total numeric(20, 2) not null default 0,
  vat_total numeric(20, 2) not null default 0,
  gross_total numeric(20, 2) not null default 0,
  line_count integer not null default 0,
  sent_at timestamptz,
  sent_to text,
  decided_at timestamptz,
  order_id uuid,
  version integer not null default 1,
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint quote_pkey primary key (tenant_id, id),
  constraint quote_tenant_id_quote_number_key unique (tenant_id, quote_number),
  constraint quote_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  constraint quote_created_by_fkey foreign key (created_by) references app_user (id) on delete set null,
  constraint quote_updated_by_fkey foreign key (updated_by) references app_user (id) on delete set null,
  constraint quote_quote_number_check check (quote_number <> ''),
  constraint quote_status_check check (status in ('draft', 'sent', 'accepted', 'declined', 'expired')),
  constraint quote_valid_until_check check (valid_until >= quote_date),
  constraint quote_version_check check (version >= 1)
);
select distribute_tenant_table('quote');
-- No cascade: an account with quotes cannot be deleted.
alter table quote add constraint quote_account_id_fkey foreign key (tenant_id, account_id) references account (tenant_id, id);
create index quote_tenant_id_quote_date_idx on quote (tenant_id, quote_date desc, quote_number desc);
create index quote_tenant_id_account_id_idx on quote (tenant_id, account_id, quote_date desc);
create index quote_tenant_id_status_idx on quote (tenant_id, status, valid_until);
alter table quote enable row level security;
alter table quote force row level security;
create policy quote_tenant_isolation on quote
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

create table quote_line (
  tenant_id uuid not null,
  id uuid not null,
  quote_id uuid not null,
  position integer not null,
  item_id uuid not null,
  lot_id uuid,
  item_number text not null,
  name text not null,
  unit text not null,
  vat_rate smallint not null,
  amount numeric(20, 4) not null,
  price numeric(20, 4) not null,
  discount numeric(5, 2) not null default 0,
  package_amount numeric(20, 4),
  unit_weight numeric(20, 4),
  cost_price numeric(20, 4),
  line_net numeric(20, 2) not null,
  constraint quote_line_pkey primary key (tenant_id, id),
  constraint quote_line_vat_rate_check check (vat_rate in (21, 9, 0)),
  constraint quote_line_amount_check check (amount > 0 and amount <= 1000000),
  constraint quote_line_price_check check (price >= 0 and price <= 1000000),
  constraint quote_line_discount_check check (discount between 0 and 100)
);
select distribute_tenant_table('quote_line');
alter table quote_line add constraint quote_line_quote_id_fkey
  foreign key (tenant_id, quote_id) references quote (tenant_id, id) on delete cascade;
alter table quote_line add constraint quote_line_item_id_fkey foreign key (tenant_id, item_id) references item (tenant_id, id);
create index quote_line_tenant_id_quote_id_idx on quote_line (tenant_id, quote_id, position);
create index quote_line_tenant_id_item_id_idx on quote_line (tenant_id, item_id);
alter table quote_line enable row level security;
alter table quote_line force row level security;
create policy quote_line_tenant_isolation on quote_line
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

-- The order an accepted quote became (the link the other way is quote.order_id).
alter table sales_order add column quote_id uuid;
