-- A member's manager (0020) is a colleague in the same tenant. The key included tenant_id and set
-- only manager_user_id to null when the manager's membership went (`on delete set null (col)`),
-- which Citus refuses on a key that includes the distribution column. The key now takes no action;
-- deleting memberships clears the manager of those they managed first (deleteMembers in
-- modules/tenant-users/tenant-users.queries.ts), so the outcome is the same on every engine.
alter table tenant_user drop constraint tenant_user_manager_user_id_fkey;
alter table tenant_user add constraint tenant_user_manager_user_id_fkey foreign key (tenant_id, manager_user_id)
  references tenant_user (tenant_id, user_id);
