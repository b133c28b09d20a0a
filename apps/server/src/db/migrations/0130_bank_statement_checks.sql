-- Bank statements checked as banks write them (issue 24): the statements inside a file with their
-- balances, whether the account is one of the company's own, whether the balances add up (a file
-- that does not is only imported when the person confirms it), and the file's hash (the same file
-- twice is refused). A big file is imported by a job: its status and progress.
alter table bank_statement add column currency text not null default 'EUR';
alter table bank_statement add column sections jsonb not null default '[]'::jsonb;
alter table bank_statement add column own_account boolean not null default true;
alter table bank_statement add column balance_mismatch boolean not null default false;
alter table bank_statement add column content_hash text;
alter table bank_statement add column status text not null default 'done';
alter table bank_statement add column processed_count integer not null default 0;
alter table bank_statement add column error text;
alter table bank_statement add constraint bank_statement_status_check check (status in ('importing', 'done', 'failed'));
create unique index bank_statement_tenant_id_content_hash_key on bank_statement (tenant_id, content_hash) where content_hash is not null;
