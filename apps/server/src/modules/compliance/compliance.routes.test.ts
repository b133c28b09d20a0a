import type { Compliance, ComplianceRun } from '@wb/contract/compliance';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, signedInApi, tenantIdByName } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: Api;
let staff: Api;
let otherAdmin: Api;
let superAdmin: Api;
let demoId: string;

const byId = (c: Compliance, id: string) => c.checks.find((x) => x.id === id);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInApi(t.app, 'admin@demo.example.com');
  staff = await signedInApi(t.app, 'staff@demo.example.com');
  otherAdmin = await signedInApi(t.app, 'admin@other.example.com');
  superAdmin = await signedInApi(t.app, 'super@example.com');
  demoId = await tenantIdByName(t.deps.db, 'Demo Groothandel B.V.');
});
afterAll(() => t.close());

describe('GET /security/compliance', () => {
  it('lists every check with pass/fail and its evidence', async () => {
    const res = await admin.get<Compliance>('/security/compliance');
    expect(res.status).toBe(200);
    expect(res.body.checks.map((c) => c.id)).toEqual([
      'adminTwoFactor',
      'passwordPolicy',
      'secretsEncrypted',
      'auditChainIntact',
      'retentionSet',
      'backupsRecent',
      'sessionTimeout',
    ]);
    expect(res.body.total).toBe(7);
    expect(res.body.passed).toBe(res.body.checks.filter((c) => c.passed).length);
    expect(byId(res.body, 'auditChainIntact')).toMatchObject({ passed: true, evidence: { brokenSeq: null } });
    expect(byId(res.body, 'passwordPolicy')).toMatchObject({ passed: true, evidence: { minScore: 3, hashing: 'argon2id' } });
    expect(byId(res.body, 'sessionTimeout')?.evidence.maxMinutes).toBe(480);
  });

  it('reads real data: admins without 2FA fail the check, a recent verified backup passes', async () => {
    const before = (await admin.get<Compliance>('/security/compliance')).body;
    const twoFactor = byId(before, 'adminTwoFactor');
    expect(Number(twoFactor?.evidence.admins)).toBeGreaterThan(0);
    expect(twoFactor?.passed).toBe(twoFactor?.evidence.admins === twoFactor?.evidence.withTwoFactor);
    expect(byId(before, 'backupsRecent')).toMatchObject({ passed: false, evidence: { lastBackupAt: null } });

    await sql`insert into backup_record (id, engine, file_name, size_bytes, sha256, created_at, restore_verified_at)
      values ('01900000-0000-7000-8000-00000000b001', 'pglite', 'old.tar.gz', 10, 'x', now() - interval '3 days', now())`.execute(
      t.deps.db,
    );
    expect(byId((await admin.get<Compliance>('/security/compliance')).body, 'backupsRecent')).toMatchObject({ passed: false });
    await sql`insert into backup_record (id, engine, file_name, size_bytes, sha256, restore_verified_at)
      values ('01900000-0000-7000-8000-00000000b002', 'pglite', 'new.tar.gz', 10, 'y', now())`.execute(t.deps.db);
    expect(byId((await admin.get<Compliance>('/security/compliance')).body, 'backupsRecent')).toMatchObject({
      passed: true,
      evidence: { ageHours: 0, restoreVerified: true },
    });
  });

  it('fails the session check once a user keeps sessions open longer than allowed', async () => {
    await sql`update app_user set session_timeout_minutes = 1440 where email = 'staff@demo.example.com'`.execute(t.deps.db);
    const check = byId((await admin.get<Compliance>('/security/compliance')).body, 'sessionTimeout');
    expect(check).toMatchObject({ passed: false, evidence: { longestMinutes: 1440 } });
    await sql`update app_user set session_timeout_minutes = 30 where email = 'staff@demo.example.com'`.execute(t.deps.db);
    expect(byId((await admin.get<Compliance>('/security/compliance')).body, 'sessionTimeout')?.passed).toBe(true);
  });

  it('is for admins: a sales user gets 403', async () => {
    expect((await staff.get('/security/compliance')).status).toBe(403);
    expect((await staff.post('/security/compliance/audit/passwordPolicy', {})).status).toBe(403);
  });
});

describe('POST /security/compliance/audit/{id}', () => {
  it('runs one check now, records it (history kept) and audits the run', async () => {
    const first = await admin.post<ComplianceRun>('/security/compliance/audit/auditChainIntact', {});
    expect(first.status).toBe(200);
    const second = await admin.post<ComplianceRun>('/security/compliance/audit/auditChainIntact', {});
    expect(second.body.check).toMatchObject({ id: 'auditChainIntact', passed: true });
    expect(second.body.history.map((h) => h.id)).toEqual(expect.arrayContaining([first.body.id, second.body.id]));
    expect(second.body.history.length).toBeGreaterThanOrEqual(2);
    const list = (await admin.get<Compliance>('/security/compliance')).body;
    expect(byId(list, 'auditChainIntact')?.lastRecordedAt).not.toBeNull();
    const audit = await sql<{ n: string }>`select count(*) as n from audit_event
      where tenant_id = ${demoId} and action = 'compliance.check_run' and target = 'auditChainIntact'`.execute(t.deps.db);
    expect(Number(audit.rows[0]?.n)).toBeGreaterThanOrEqual(2);
  });

  it('refuses an unknown check with 400 and records nothing', async () => {
    const res = await admin.post('/security/compliance/audit/teleport', {});
    expect(res.status).toBe(400);
  });

  it('keeps companies apart: another company sees none of the runs and cannot name the tenant', async () => {
    await admin.post('/security/compliance/audit/sessionTimeout', {});
    const theirs = (await otherAdmin.get<Compliance>('/security/compliance')).body;
    expect(byId(theirs, 'sessionTimeout')?.lastRecordedAt).toBeNull();
    expect((await otherAdmin.get(`/security/compliance?tenantId=${demoId}`)).status).toBe(404);
    expect((await otherAdmin.post(`/security/compliance/audit/sessionTimeout?tenantId=${demoId}`, {})).status).toBe(404);
    const runs = await sql<{
      n: string;
    }>`select count(*) as n from compliance_check_run where tenant_id = ${demoId} and check_id = 'sessionTimeout'`.execute(t.deps.db);
    expect(Number(runs.rows[0]?.n)).toBe(1);
  });

  it('lets the super admin read and run a named tenant’s checks', async () => {
    const res = await superAdmin.get<Compliance>(`/security/compliance?tenantId=${demoId}`);
    expect(res.status).toBe(200);
    expect(byId(res.body, 'sessionTimeout')?.lastRecordedAt).not.toBeNull();
    const run = await superAdmin.post<ComplianceRun>(`/security/compliance/audit/passwordPolicy?tenantId=${demoId}`, {});
    expect(run.status).toBe(200);
    expect((await superAdmin.get('/security/compliance?tenantId=01900000-0000-7000-8000-00000000dead')).status).toBe(404);
  });
});
