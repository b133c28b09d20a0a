-- Payments (business §3 Payment, §4 payment statuses): money received, allocated to final invoices
-- of one account; refunds reverse allocations. Provider payments (iDEAL, terminals) carry the
-- provider's id; a public id (unguessable) names the payment on the public status page.

create table payment (
  tenant_id uuid not null,
  id uuid not null,
  -- Unguessable name for the public status page (/payment-status/{publicId}); it also encodes the tenant.
  public_id text not null,
  account_id uuid,
  amount numeric(20, 2) not null,
  refunded_amount numeric(20, 2) not null default 0,
  currency text not null default 'EUR',
  payment_date date not null,
  method text not null,
  reference text not null default '',
  notes text not null default '',
  status text not null default 'completed',
  -- Set when the payment's allocations are booked on the invoices (completed or partly refunded).
  booked boolean not null default false,
  provider text,
  provider_payment_id text,
  provider_status text,
  checkout_url text,
  qr_code text,
  expires_at timestamptz,
  terminal_id text,
  terminal_step text,
  bank_line_id uuid,
  version integer not null default 1,
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint payment_pkey primary key (tenant_id, id),
  constraint payment_tenant_id_public_id_key unique (tenant_id, public_id),
  constraint payment_tenant_id_provider_payment_id_key unique (tenant_id, provider, provider_payment_id),
  constraint payment_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  constraint payment_account_id_fkey foreign key (tenant_id, account_id) references account (tenant_id, id),
  constraint payment_created_by_fkey foreign key (created_by) references app_user (id) on delete set null,
  constraint payment_updated_by_fkey foreign key (updated_by) references app_user (id) on delete set null,
  constraint payment_amount_check check (amount >= 0.01),
  constraint payment_refunded_check check (refunded_amount >= 0 and refunded_amount <= amount),
  constraint payment_currency_check check (currency = 'EUR'),
  constraint payment_method_check check (method in ('bank_transfer', 'credit_card', 'debit_card', 'cash', 'paypal', 'mollie', 'ideal', 'sepa', 'other')),
  constraint payment_status_check check (status in ('pending', 'processing', 'completed', 'failed', 'cancelled', 'refunded', 'partial_refund')),
  constraint payment_provider_check check (provider is null or provider in ('mollie', 'simulated'))
);
create index payment_tenant_id_date_idx on payment (tenant_id, payment_date desc, created_at desc);
create index payment_tenant_id_account_id_idx on payment (tenant_id, account_id);
alter table payment enable row level security;
alter table payment force row level security;
create policy payment_tenant_isolation on payment
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

-- What part of a payment goes to which invoice; `reversed` is what refunds took back.
create table payment_allocation (
  tenant_id uuid not null,
  payment_id uuid not null,
  invoice_id uuid not null,
  position integer not null,
  amount numeric(20, 2) not null,
  reversed numeric(20, 2) not null default 0,
  constraint payment_allocation_pkey primary key (tenant_id, payment_id, invoice_id),
  constraint payment_allocation_payment_id_fkey foreign key (tenant_id, payment_id) references payment (tenant_id, id) on delete cascade,
  constraint payment_allocation_invoice_id_fkey foreign key (tenant_id, invoice_id) references invoice (tenant_id, id),
  constraint payment_allocation_amount_check check (amount >= 0.01 and reversed >= 0 and reversed <= amount)
);
create index payment_allocation_tenant_id_invoice_id_idx on payment_allocation (tenant_id, invoice_id);
alter table payment_allocation enable row level security;
alter table payment_allocation force row level security;
create policy payment_allocation_tenant_isolation on payment_allocation
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

create table payment_refund (
  tenant_id uuid not null,
  id uuid not null,
  payment_id uuid not null,
  amount numeric(20, 2) not null,
  description text not null default '',
  provider_refund_id text,
  status text not null default 'refunded',
  created_by uuid,
  created_at timestamptz not null default now(),
  constraint payment_refund_pkey primary key (tenant_id, id),
  constraint payment_refund_payment_id_fkey foreign key (tenant_id, payment_id) references payment (tenant_id, id) on delete cascade,
  constraint payment_refund_created_by_fkey foreign key (created_by) references app_user (id) on delete set null,
  constraint payment_refund_amount_check check (amount >= 0.01)
);
create index payment_refund_tenant_id_payment_id_idx on payment_refund (tenant_id, payment_id);
alter table payment_refund enable row level security;
alter table payment_refund force row level security;
create policy payment_refund_tenant_isolation on payment_refund
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

-- The simulated provider's own payments (demo and offline use, no provider key): what a real
-- provider would hold on its side. Status values are the provider's (open, pending, paid, …).
create table simulated_provider_payment (
  tenant_id uuid not null,
  id text not null,
  method text not null,
  amount numeric(20, 2) not null,
  description text not null,
  status text not null default 'open',
  terminal_id text,
  redirect_url text,
  metadata jsonb not null default '{}'::jsonb,
  amount_refunded numeric(20, 2) not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  constraint simulated_provider_payment_pkey primary key (tenant_id, id),
  constraint simulated_provider_payment_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade
);
alter table simulated_provider_payment enable row level security;
alter table simulated_provider_payment force row level security;
create policy simulated_provider_payment_tenant_isolation on simulated_provider_payment
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

-- Bank statements (camt.053, MT940) and their lines. A line is stored once per tenant under its
-- key (account + bank reference, else a hash of its content), so importing a file twice adds nothing.
create table bank_statement (
  tenant_id uuid not null,
  id uuid not null,
  format text not null,
  file_name text not null default '',
  account_iban text not null default '',
  statement_ref text not null default '',
  line_count integer not null default 0,
  new_line_count integer not null default 0,
  created_by uuid,
  created_at timestamptz not null default now(),
  constraint bank_statement_pkey primary key (tenant_id, id),
  constraint bank_statement_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  constraint bank_statement_created_by_fkey foreign key (created_by) references app_user (id) on delete set null,
  constraint bank_statement_format_check check (format in ('camt053', 'mt940'))
);
create index bank_statement_tenant_id_created_idx on bank_statement (tenant_id, created_at desc);
alter table bank_statement enable row level security;
alter table bank_statement force row level security;
create policy bank_statement_tenant_isolation on bank_statement
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

create table bank_statement_line (
  tenant_id uuid not null,
  id uuid not null,
  statement_id uuid not null,
  line_key text not null,
  position integer not null,
  booking_date date not null,
  amount numeric(20, 2) not null,
  credit boolean not null,
  counterparty_name text not null default '',
  counterparty_iban text not null default '',
  remittance text not null default '',
  reference text not null default '',
  -- proposed: a match is suggested; unmatched: none found; confirmed: a payment was registered; ignored.
  status text not null,
  match_reason text,
  proposed jsonb not null default '[]'::jsonb,
  payment_id uuid,
  constraint bank_statement_line_pkey primary key (tenant_id, id),
  constraint bank_statement_line_tenant_id_line_key_key unique (tenant_id, line_key),
  constraint bank_statement_line_statement_id_fkey foreign key (tenant_id, statement_id) references bank_statement (tenant_id, id) on delete cascade,
  constraint bank_statement_line_payment_id_fkey foreign key (tenant_id, payment_id) references payment (tenant_id, id),
  constraint bank_statement_line_status_check check (status in ('proposed', 'unmatched', 'confirmed', 'ignored', 'debit'))
);
create index bank_statement_line_tenant_id_statement_idx on bank_statement_line (tenant_id, statement_id, position);
alter table bank_statement_line enable row level security;
alter table bank_statement_line force row level security;
create policy bank_statement_line_tenant_isolation on bank_statement_line
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
