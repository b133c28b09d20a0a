-- A status's name per language (issue 30): { "nl": "...", "en": "...", "tr": "...", "ar": "..." },
-- any of them; a reader's language falls back to the status's own name, then to the code's label.
alter table order_status add column names jsonb not null default '{}';
alter table invoice_status add column names jsonb not null default '{}';
