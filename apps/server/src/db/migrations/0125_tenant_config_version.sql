-- A company's settings and order status rules are read by most of its writes (every new order
-- reads its statuses and numbering). Each server keeps them in memory per tenant
-- (platform/tenant-config.ts); any change to them raises the tenant's config_version, which the
-- per-request session check reads, and a server whose copy is older reads them again. Written by
-- a trigger, so a change made by any server, job or hand is seen.
alter table tenant add column config_version bigint not null default 0;

create function raise_tenant_config_version() returns trigger language plpgsql as $$
begin
  update tenant set config_version = config_version + 1
  where id = case when tg_op = 'DELETE' then old.tenant_id else new.tenant_id end;
  return null;
end
$$;

create trigger order_status_config_version after insert or update or delete on order_status
  for each row execute function raise_tenant_config_version();
create trigger order_status_transition_config_version after insert or update or delete on order_status_transition
  for each row execute function raise_tenant_config_version();
create trigger workspace_setting_config_version after insert or update or delete on workspace_setting
  for each row execute function raise_tenant_config_version();
