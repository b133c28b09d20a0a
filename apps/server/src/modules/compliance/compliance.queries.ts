import type { ComplianceEvidence } from '@wb/contract/compliance';
import type { Tx } from '@/db/transaction';

/** The tenant's active admins (TENANT_ADMIN and admin) and how many of them use two-factor sign-in. */
export async function countAdminsWithTwoFactor(tx: Tx, tenantId: string): Promise<{ admins: number; withTwoFactor: number }> {
  const rows = await tx
    .selectFrom('tenantUser')
    .innerJoin('appUser', 'appUser.id', 'tenantUser.userId')
    .select(['appUser.mfaEnabledAt'])
    .where('tenantUser.tenantId', '=', tenantId)
    .where('tenantUser.isActive', '=', true)
    .where('tenantUser.role', 'in', ['TENANT_ADMIN', 'admin'])
    .execute();
  return { admins: rows.length, withTwoFactor: rows.filter((r) => r.mfaEnabledAt !== null).length };
}

/** Every stored secret of the tenant: settings secrets and its users' two-factor secrets. */
export async function selectStoredSecrets(tx: Tx, tenantId: string): Promise<string[]> {
  const settings = await tx.selectFrom('workspaceSetting').select('secrets').where('tenantId', '=', tenantId).execute();
  const users = await tx
    .selectFrom('tenantUser')
    .innerJoin('appUser', 'appUser.id', 'tenantUser.userId')
    .select(['appUser.mfaSecret'])
    .where('tenantUser.tenantId', '=', tenantId)
    .where('appUser.mfaSecret', 'is not', null)
    .execute();
  return [
    ...settings.flatMap((s) => Object.values(s.secrets ?? {}).map((v) => v.ciphertext)),
    ...users.flatMap((u) => (u.mfaSecret ? [u.mfaSecret] : [])),
  ];
}

/** The idle timeouts (minutes) of the tenant's active users. */
export async function selectSessionTimeouts(tx: Tx, tenantId: string): Promise<number[]> {
  const rows = await tx
    .selectFrom('tenantUser')
    .innerJoin('appUser', 'appUser.id', 'tenantUser.userId')
    .select(['appUser.sessionTimeoutMinutes'])
    .where('tenantUser.tenantId', '=', tenantId)
    .where('tenantUser.isActive', '=', true)
    .execute();
  return rows.map((r) => r.sessionTimeoutMinutes);
}

export async function selectLatestBackup(tx: Tx) {
  return tx.selectFrom('backupRecord').selectAll().orderBy('createdAt', 'desc').limit(1).executeTakeFirst();
}

export async function countAuditEventsOf(tx: Tx, tenantId: string): Promise<number> {
  const row = await tx
    .selectFrom('auditEvent')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenantId', '=', tenantId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export type CheckRunRow = { id: string; checkId: string; passed: boolean; evidence: ComplianceEvidence; runAt: Date };

export async function insertCheckRun(
  tx: Tx,
  tenantId: string,
  row: { id: string; checkId: string; passed: boolean; evidence: ComplianceEvidence; runBy: string | null },
): Promise<void> {
  await tx
    .insertInto('complianceCheckRun')
    .values({ tenantId, ...row, evidence: JSON.stringify(row.evidence) })
    .execute();
}

/** A check's recorded runs, newest first. */
export async function selectCheckRuns(tx: Tx, tenantId: string, checkId: string, limit: number): Promise<CheckRunRow[]> {
  const rows = await tx
    .selectFrom('complianceCheckRun')
    .select(['id', 'checkId', 'passed', 'evidence', 'runAt'])
    .where('tenantId', '=', tenantId)
    .where('checkId', '=', checkId)
    .orderBy('runAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows as CheckRunRow[];
}

/** The time of each check's last recorded run. */
export async function selectLastRuns(tx: Tx, tenantId: string): Promise<Map<string, Date>> {
  const rows = await tx
    .selectFrom('complianceCheckRun')
    .select(['checkId', (eb) => eb.fn.max('runAt').as('last')])
    .where('tenantId', '=', tenantId)
    .groupBy('checkId')
    .execute();
  return new Map(rows.map((r) => [r.checkId, new Date(r.last as unknown as string)]));
}
