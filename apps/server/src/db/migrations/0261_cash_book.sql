-- Cash book (issue 34): entries by hand in the settings' ledgers (cashBook.ledgers, an opening
-- balance per year); cash payments (payment.method = 'cash') are read into the first ledger, not
-- copied. A closed month of a ledger takes no more entries, changes or deletions.

create table cash_book_entry (
  tenant_id uuid not null,
  id uuid not null,
  ledger_id uuid not null,
  entry_date date not null,
  description text not null,
  -- Positive: cash in; negative: cash out.
  amount numeric(20, 2) not null,
  vat_rate smallint,
  invoice_id uuid,
  payment_id uuid,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint cash_book_entry_pkey primary key (tenant_id, id),
  constraint cash_book_entry_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  constraint cash_book_entry_created_by_fkey foreign key (created_by) references app_user (id) on delete set null,
  constraint cash_book_entry_description_check check (description <> ''),
  constraint cash_book_entry_amount_check check (amount <> 0),
  constraint cash_book_entry_vat_rate_check check (vat_rate is null or vat_rate in (21, 9, 0))
);
select distribute_tenant_table('cash_book_entry');
create index cash_book_entry_tenant_id_ledger_id_idx on cash_book_entry (tenant_id, ledger_id, entry_date, created_at);
alter table cash_book_entry enable row level security;
alter table cash_book_entry force row level security;
create policy cash_book_entry_tenant_isolation on cash_book_entry
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

create table cash_book_close (
  tenant_id uuid not null,
  ledger_id uuid not null,
  -- The first day of the month closed.
  month date not null,
  closing_balance numeric(20, 2) not null,
  closed_by uuid,
  closed_at timestamptz not null default now(),
  constraint cash_book_close_pkey primary key (tenant_id, ledger_id, month),
  constraint cash_book_close_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade,
  constraint cash_book_close_closed_by_fkey foreign key (closed_by) references app_user (id) on delete set null,
  constraint cash_book_close_month_check check (extract(day from month) = 1)
);
select distribute_tenant_table('cash_book_close');
alter table cash_book_close enable row level security;
alter table cash_book_close force row level security;
create policy cash_book_close_tenant_isolation on cash_book_close
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
