-- Invoices (business §3 Invoice, §4 invoice statuses and payment status) and credit notes.
-- A draft has no number; finalising takes the next number of the tenant's invoice series in the
-- same transaction (number_counter), so numbers are gap-free. A final invoice is never changed or
-- deleted: a credit note (negative, referring to it) corrects or cancels it.

create table invoice (
  tenant_id uuid not null,
  id uuid not null,
  kind text not null default 'invoice',
  -- Null while a draft (pro-forma); set once, when finalised.
  invoice_number text,
  -- A credit note names the invoice it corrects.
  credited_invoice_id uuid,
  account_id uuid not null,
  invoice_date date not null,
  due_date date not null,
  payment_terms integer not null,
  reference text not null default '',
  notes text not null default '',
  route text not null default '',
  assigned_to uuid,
  currency text not null default 'EUR',
  status text not null default 'draft',
  net_total numeric(20, 2) not null default 0,
  vat_total numeric(20, 2) not null default 0,
  gross_total numeric(20, 2) not null default 0,
  packages numeric(20, 0) not null default 0,
  weight numeric(20, 3) not null default 0,
  cost_total numeric(20, 2) not null default 0,
  profit numeric(20, 2) not null default 0,
  line_count integer not null default 0,
  paid_amount numeric(20, 2) not null default 0,
  finalised_at timestamptz,
  sent_at timestamptz,
  sent_to text,
  version integer not null default 1,
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search_text text generated always as (lower(coalesce(invoice_number, '') || ' ' || reference || ' ' || notes)) stored,
  constraint invoice_pkey primary key (tenant_id, id),
  constraint invoice_tenant_id_invoice_number_key unique (tenant_id, invoice_number),
  constraint invoice_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  -- No cascade: an account with invoices is made inactive instead of deleted.
  constraint invoice_account_id_fkey foreign key (tenant_id, account_id) references account (tenant_id, id),
  constraint invoice_credited_invoice_id_fkey foreign key (tenant_id, credited_invoice_id) references invoice (tenant_id, id),
  constraint invoice_assigned_to_fkey foreign key (assigned_to) references app_user (id) on delete set null,
  constraint invoice_created_by_fkey foreign key (created_by) references app_user (id) on delete set null,
  constraint invoice_updated_by_fkey foreign key (updated_by) references app_user (id) on delete set null,
  constraint invoice_kind_check check (kind in ('invoice', 'credit_note')),
  constraint invoice_credit_check check ((kind = 'credit_note') = (credited_invoice_id is not null)),
  constraint invoice_status_check check (status in ('draft', 'sent', 'paid', 'partially_paid', 'cancelled')),
  constraint invoice_number_check check ((status = 'draft') = (invoice_number is null) and (invoice_number is null or invoice_number <> '')),
  constraint invoice_dates_check check (due_date >= invoice_date),
  constraint invoice_payment_terms_check check (payment_terms between 0 and 365),
  constraint invoice_currency_check check (currency = 'EUR'),
  constraint invoice_version_check check (version >= 1)
);
create index invoice_tenant_id_invoice_date_idx on invoice (tenant_id, invoice_date desc, invoice_number desc);
create index invoice_tenant_id_account_id_idx on invoice (tenant_id, account_id, invoice_date desc);
create index invoice_tenant_id_status_due_date_idx on invoice (tenant_id, status, due_date);
create index invoice_tenant_id_credited_invoice_id_idx on invoice (tenant_id, credited_invoice_id);
create index invoice_search_text_idx on invoice using gin (search_text gin_trgm_ops);
alter table invoice enable row level security;
alter table invoice force row level security;
create policy invoice_tenant_isolation on invoice
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

-- A line keeps what it sold as it was then; a credit note's lines have negative amounts.
create table invoice_line (
  tenant_id uuid not null,
  id uuid not null,
  invoice_id uuid not null,
  position integer not null,
  item_id uuid,
  order_id uuid,
  -- The line of the invoice a credit-note line corrects.
  credited_line_id uuid,
  item_number text not null default '',
  item_name text not null default '',
  description text not null,
  unit text not null default '',
  vat_rate smallint not null,
  amount numeric(20, 4) not null,
  price numeric(20, 4) not null,
  discount numeric(5, 2) not null default 0,
  package_amount numeric(20, 4),
  unit_weight numeric(20, 4),
  cost_price numeric(20, 4),
  line_net numeric(20, 2) not null,
  constraint invoice_line_pkey primary key (tenant_id, id),
  constraint invoice_line_invoice_id_fkey foreign key (tenant_id, invoice_id) references invoice (tenant_id, id) on delete cascade,
  constraint invoice_line_item_id_fkey foreign key (tenant_id, item_id) references item (tenant_id, id),
  constraint invoice_line_order_id_fkey foreign key (tenant_id, order_id) references sales_order (tenant_id, id),
  constraint invoice_line_credited_line_id_fkey foreign key (tenant_id, credited_line_id) references invoice_line (tenant_id, id),
  constraint invoice_line_description_check check (description <> ''),
  constraint invoice_line_vat_rate_check check (vat_rate in (21, 9, 0)),
  constraint invoice_line_amount_check check (amount <> 0 and abs(amount) <= 1000000),
  constraint invoice_line_price_check check (price >= 0 and price <= 1000000),
  constraint invoice_line_discount_check check (discount between 0 and 100)
);
create index invoice_line_tenant_id_invoice_id_idx on invoice_line (tenant_id, invoice_id, position);
create index invoice_line_tenant_id_credited_line_id_idx on invoice_line (tenant_id, credited_line_id);
alter table invoice_line enable row level security;
alter table invoice_line force row level security;
create policy invoice_line_tenant_isolation on invoice_line
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

-- An order is invoiced once: its key is the order. Deleting a draft frees its orders again.
create table invoice_order (
  tenant_id uuid not null,
  order_id uuid not null,
  invoice_id uuid not null,
  created_at timestamptz not null default now(),
  constraint invoice_order_pkey primary key (tenant_id, order_id),
  constraint invoice_order_order_id_fkey foreign key (tenant_id, order_id) references sales_order (tenant_id, id),
  constraint invoice_order_invoice_id_fkey foreign key (tenant_id, invoice_id) references invoice (tenant_id, id) on delete cascade
);
create index invoice_order_tenant_id_invoice_id_idx on invoice_order (tenant_id, invoice_id);
alter table invoice_order enable row level security;
alter table invoice_order force row level security;
create policy invoice_order_tenant_isolation on invoice_order
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

-- Idempotency-Key of finalising and converting calls: the first answer is stored and repeated.
create table idempotency_key (
  tenant_id uuid not null,
  scope text not null,
  key text not null,
  request_hash text not null,
  response jsonb not null,
  created_at timestamptz not null default now(),
  constraint idempotency_key_pkey primary key (tenant_id, scope, key),
  constraint idempotency_key_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade
);
alter table idempotency_key enable row level security;
alter table idempotency_key force row level security;
create policy idempotency_key_tenant_isolation on idempotency_key
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
