import {
  backupMaxAgeHours,
  type Compliance,
  type ComplianceCheck,
  type ComplianceCheckId,
  type ComplianceEvidence,
  type ComplianceRun,
  complianceCheckIds,
  fiscalRetentionYears,
  maxSessionTimeoutMinutes,
  retentionRunMaxAgeHours,
} from '@wb/contract/compliance';
import { minPasswordScore } from '@wb/contract/messages/password';
import { setScopeTenant } from '@/db/transaction';
import { getCommunicationSettings } from '@/modules/notifications/notification-settings';
import { appendAudit, findBrokenAuditLink } from '@/platform/audit/audit';
import type { Ctx } from '@/platform/context';
import { forbidden, notFound } from '@/platform/errors';
import { newId } from '@/platform/ids';
import {
  countAdminsWithTwoFactor,
  countAuditEventsOf,
  insertCheckRun,
  selectCheckRuns,
  selectLastRuns,
  selectLatestBackup,
  selectSessionTimeouts,
  selectStoredSecrets,
} from './compliance.queries';
import { selectLatestRetentionRun } from './retention.service';

type Finding = { passed: boolean; evidence: ComplianceEvidence };
type Ctxt = Ctx & { tenantId: string };

/**
 * Whose compliance a call reads: a tenant admin their own tenant (naming another answers 404); a
 * SUPER_ADMIN the tenant they name (or their own), with the transaction scoped to it.
 */
async function complianceTenant(ctx: Ctx, named: string | undefined): Promise<Ctxt> {
  if (ctx.principal?.role !== 'SUPER_ADMIN') {
    if (!ctx.tenantId) throw forbidden();
    if (named && named !== ctx.tenantId) throw notFound('tenant');
    return { ...ctx, tenantId: ctx.tenantId };
  }
  const tenantId = named ?? ctx.tenantId;
  if (!tenantId || !(await ctx.tx.selectFrom('tenant').select('id').where('id', '=', tenantId).executeTakeFirst()))
    throw notFound('tenant');
  await setScopeTenant(ctx.tx, tenantId);
  return { ...ctx, tenantId };
}

const isSealed = (ciphertext: string) => /^v1[:.]./.test(ciphertext);

const checks: Record<ComplianceCheckId, (ctx: Ctxt, now: Date) => Promise<Finding>> = {
  async adminTwoFactor(ctx) {
    const { admins, withTwoFactor } = await countAdminsWithTwoFactor(ctx.tx, ctx.tenantId);
    return { passed: admins > 0 && withTwoFactor === admins, evidence: { admins, withTwoFactor } };
  },
  async passwordPolicy() {
    // The strength check (zxcvbn, packages/contract/password-strength.ts) refuses below this score on
    // every password change; passwords are stored as Argon2id hashes (@node-rs/argon2).
    return { passed: minPasswordScore >= 3, evidence: { minScore: minPasswordScore, maxScore: 4, hashing: 'argon2id' } };
  },
  async secretsEncrypted(ctx) {
    const secrets = await selectStoredSecrets(ctx.tx, ctx.tenantId);
    const encrypted = secrets.filter(isSealed).length;
    return { passed: encrypted === secrets.length, evidence: { secrets: secrets.length, encrypted, cipher: 'AES-256-GCM' } };
  },
  async auditChainIntact(ctx) {
    const brokenSeq = await findBrokenAuditLink(ctx.tx, ctx.tenantId);
    const events = await countAuditEventsOf(ctx.tx, ctx.tenantId);
    return { passed: brokenSeq === null, evidence: { events, brokenSeq } };
  },
  async retentionSet(ctx, now) {
    // Messages are deleted after the tenant's retention (notification clean-up), and the daily
    // retention job (retention.job.ts) anonymises invoices past the fiscal retention period and
    // the erased persons' data they kept.
    const communication = await getCommunicationSettings(ctx.tx, ctx.tenantId);
    const days = communication.messageRetentionDays;
    const lastRun = await selectLatestRetentionRun(ctx.tx, ctx.tenantId);
    const runAgeHours = lastRun ? Math.floor((now.getTime() - lastRun.ranAt.getTime()) / 3_600_000) : null;
    return {
      passed: communication.autoDeleteOldMessages && days > 0 && runAgeHours !== null && runAgeHours <= retentionRunMaxAgeHours,
      evidence: {
        messageRetentionDays: communication.autoDeleteOldMessages ? days : null,
        fiscalRetentionYears,
        lastRetentionRunAt: lastRun?.ranAt.toISOString() ?? null,
        retentionStart: lastRun?.retentionStart ?? null,
        invoicesAnonymised: lastRun?.invoicesAnonymised ?? null,
        accountsAnonymised: lastRun?.accountsAnonymised ?? null,
      },
    };
  },
  async backupsRecent(ctx, now) {
    const last = await selectLatestBackup(ctx.tx);
    if (!last)
      return {
        passed: false,
        evidence: { lastBackupAt: null, ageHours: null, restoreVerified: false, maxAgeHours: backupMaxAgeHours, engine: null },
      };
    const ageHours = Math.floor((now.getTime() - last.createdAt.getTime()) / 3_600_000);
    const restoreVerified = last.restoreVerifiedAt !== null;
    return {
      passed: ageHours <= backupMaxAgeHours && restoreVerified,
      evidence: {
        lastBackupAt: last.createdAt.toISOString(),
        ageHours,
        restoreVerified,
        maxAgeHours: backupMaxAgeHours,
        engine: last.engine,
      },
    };
  },
  async sessionTimeout(ctx) {
    const timeouts = await selectSessionTimeouts(ctx.tx, ctx.tenantId);
    const longest = timeouts.length ? Math.max(...timeouts) : 0;
    return {
      passed: longest <= maxSessionTimeoutMinutes,
      evidence: { users: timeouts.length, longestMinutes: longest, maxMinutes: maxSessionTimeoutMinutes },
    };
  },
};

/** Runs every check now (nothing recorded) with the time each was last recorded. */
export async function getCompliance(ctx: Ctx, named: string | undefined): Promise<Compliance> {
  const c = await complianceTenant(ctx, named);
  const now = new Date();
  const lastRuns = await selectLastRuns(c.tx, c.tenantId);
  const list: ComplianceCheck[] = [];
  for (const id of complianceCheckIds) {
    const finding = await checks[id](c, now);
    list.push({ id, ...finding, checkedAt: now.toISOString(), lastRecordedAt: lastRuns.get(id)?.toISOString() ?? null });
  }
  return { checks: list, passed: list.filter((x) => x.passed).length, total: list.length };
}

/** Runs one check now and records its result (the history is kept), with an audit event. */
export async function runComplianceCheck(ctx: Ctx, id: ComplianceCheckId, named: string | undefined): Promise<ComplianceRun> {
  const c = await complianceTenant(ctx, named);
  const now = new Date();
  const finding = await checks[id](c, now);
  const runId = newId();
  const actor = ctx.principal?.userId ?? null;
  await insertCheckRun(c.tx, c.tenantId, { id: runId, checkId: id, passed: finding.passed, evidence: finding.evidence, runBy: actor });
  await appendAudit(
    c.tx,
    {
      tenantId: c.tenantId,
      actorUserId: actor,
      action: 'compliance.check_run',
      target: id,
      ip: ctx.ip,
      details: { passed: finding.passed },
    },
    { atEnd: true },
  );
  const history = (await selectCheckRuns(c.tx, c.tenantId, id, 20)).map((r) => ({
    id: r.id,
    passed: r.passed,
    evidence: r.evidence,
    runAt: r.runAt.toISOString(),
  }));
  return {
    id: runId,
    check: { id, ...finding, checkedAt: now.toISOString(), lastRecordedAt: history[0]?.runAt ?? now.toISOString() },
    history,
  };
}
