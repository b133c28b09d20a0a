-- The assistant (issue 32, /ai-chat): each user's conversations and their messages. Every message
-- also carries what AI analytics reads: language, intent, tools used, success, latency. Tenant-owned.
create table ai_conversation (
  tenant_id uuid not null,
  id uuid not null,
  user_id uuid not null,
  title text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint ai_conversation_pkey primary key (tenant_id, id),
  constraint ai_conversation_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade
);
create index ai_conversation_user_idx on ai_conversation (tenant_id, user_id, updated_at desc);
select distribute_tenant_table('ai_conversation');
alter table ai_conversation enable row level security;
alter table ai_conversation force row level security;
create policy ai_conversation_tenant_isolation on ai_conversation
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

create table ai_message (
  tenant_id uuid not null,
  id uuid not null,
  conversation_id uuid not null,
  user_id uuid not null,
  role text not null,
  content text not null,
  language text not null default '',
  intent text not null default '',
  engine text not null default 'builtin',
  tools_used jsonb not null default '[]',
  result jsonb,
  success text not null default 'answered',
  latency_ms integer not null default 0,
  account_id uuid,
  rating smallint,
  created_at timestamptz not null default now(),
  constraint ai_message_pkey primary key (tenant_id, id),
  constraint ai_message_conversation_fkey foreign key (tenant_id, conversation_id) references ai_conversation (tenant_id, id) on delete cascade,
  constraint ai_message_role_check check (role in ('user', 'assistant')),
  constraint ai_message_success_check check (success in ('answered', 'not_understood', 'failed')),
  constraint ai_message_rating_check check (rating is null or rating in (-1, 1))
);
create index ai_message_conversation_idx on ai_message (tenant_id, conversation_id, created_at);
create index ai_message_created_idx on ai_message (tenant_id, created_at);
select distribute_tenant_table('ai_message');
alter table ai_message enable row level security;
alter table ai_message force row level security;
create policy ai_message_tenant_isolation on ai_message
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
