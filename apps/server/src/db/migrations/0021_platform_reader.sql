-- The super admin's overview reads across tenants (user counts per tenant, statistics, the
-- users of all tenants) as this role: it may read, never write, and only the tables granted here.
-- Changes to a tenant's rows are always made as wb_app, scoped to that one tenant.
-- Created and granted as in 0001: databases migrated at the same moment race for the role.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'wb_platform') then
    begin
      create role wb_platform nologin nobypassrls;
    exception when duplicate_object or unique_violation then
      null;
    end;
  end if;
  begin
    execute format('grant wb_platform to %I', current_user);
  exception when duplicate_object or unique_violation then
    null;
  end;
end
$$;
grant usage on schema public to wb_platform;
grant select on tenant, app_user, tenant_user, audit_event to wb_platform;
create policy tenant_user_platform_read on tenant_user for select to wb_platform using (true);
create policy audit_event_platform_read on audit_event for select to wb_platform using (true);
