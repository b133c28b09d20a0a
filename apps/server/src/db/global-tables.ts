/**
 * Every global table: no tenant_id and no row-level security, read by id, e-mail or token hash
 * (docs/tenancy.md says why each one is global). On a Citus cluster each is a reference table,
 * copied to every node (db/citus-distribution.ts); a test compares this list with the schema.
 */
export const globalTables = [
  'tenant',
  'app_user',
  'auth_session',
  'auth_refresh_token',
  'login_throttle',
  'user_token',
  'user_avatar',
  'mfa_recovery_code',
  'mfa_challenge',
  'kvk_cache',
  // The platform's backups (issue 31): no tenant's, read by the compliance check.
  'backup_record',
];

/** Neither tenant nor global: the migration runner's own record, used on the coordinator alone. */
export const localTables = ['schema_migration'];
