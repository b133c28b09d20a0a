-- The tenant's config_version (0125) is raised by the application, in the transaction that changes
-- the configuration (configWritten in platform/tenant-config.ts), no longer by triggers. On a Citus
-- cluster the tables these triggers sit on are distributed: a trigger runs on a worker's shard and
-- may not update the tenant register, a reference table there ("cannot execute a distributed query
-- from a query on a shard"). See docs/citus.md.
drop trigger order_status_config_version on order_status;
drop trigger order_status_transition_config_version on order_status_transition;
drop trigger workspace_setting_config_version on workspace_setting;
drop function raise_tenant_config_version();
