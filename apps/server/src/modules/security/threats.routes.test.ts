import type { AuditEvent } from '@wb/contract/security';
import type {
  SecurityIncidentDetail,
  SecurityIncidentList,
  SecurityThreat,
  SecurityThreatList,
  ThreatAnalysis,
  UserBehavior,
} from '@wb/contract/security-threats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { type Api, auditOf, newUser, signedInApi, tenantIdByName, userIdByEmail } from '../../../test/api-client';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { threatAnalysisHandler } from './threats.job';

let t: TestApp;
let admin: Api;
let staff: Api;
let otherAdmin: Api;
let superAdmin: Api;
let demoId: string;

const quietLog = { info: () => undefined };
const failedSignIn = (email: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'Not-The-Password-1' }, remoteAddress });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInApi(t.app, 'admin@demo.example.com');
  staff = await signedInApi(t.app, 'staff@demo.example.com');
  otherAdmin = await signedInApi(t.app, 'admin@other.example.com');
  superAdmin = await signedInApi(t.app, 'super@example.com');
  demoId = await tenantIdByName(t.deps.db, 'Demo Groothandel B.V.');
  for (const n of [1, 2, 3, 4, 5, 6]) expect((await admin.post('/tenant-users', newUser(`threat-${n}@demo.example.com`))).status).toBe(201);
});
afterAll(() => t.close());

const threatsOf = async (api: Api, query = '') => (await api.get<SecurityThreatList>(`/security/threats${query}`)).body.items;

describe('threat detectors over scripted sign-ins', () => {
  it('a brute force on one account is raised once, with its failed sign-ins as evidence, and tells the admins', async () => {
    for (let i = 0; i < 5; i++) expect((await failedSignIn('threat-1@demo.example.com', '10.31.0.1')).statusCode).toBe(401);
    const run = await admin.post<ThreatAnalysis>('/security/threats/analyze');
    expect(run.status).toBe(200);
    expect(run.body.raised).toBeGreaterThanOrEqual(1);
    const brute = (await threatsOf(admin, '?kind=brute_force')).filter((x) => x.subject === 'threat-1@demo.example.com');
    expect(brute).toHaveLength(1);
    const threat = brute[0] as SecurityThreat;
    expect(threat).toMatchObject({ severity: 'high', state: 'open', details: { failures: 5, ips: '10.31.0.1' } });
    expect(threat.evidence).toHaveLength(5);
    expect(threat.evidence.every((e) => e.action === 'auth.login_failed' && e.ip === '10.31.0.1')).toBe(true);
    // The evidence links to the audit trail's events.
    const event = await admin.get<AuditEvent>(`/security/audit-trail/${threat.evidence[0]?.eventId}`);
    // The chain names the account by its user id, the page shows the person's current e-mail.
    const threatOne = await userIdByEmail(t.deps.db, 'threat-1@demo.example.com');
    expect(event.body).toMatchObject({ action: 'auth.login_failed', target: threatOne, targetEmail: 'threat-1@demo.example.com' });
    expect(JSON.stringify(threat.evidence)).not.toContain('@');
    // Analysing again raises nothing twice.
    const again = await admin.post<ThreatAnalysis>('/security/threats/analyze');
    expect(again.body).toEqual({ raised: 0, updated: 0 });
    expect((await threatsOf(admin, '?kind=brute_force')).filter((x) => x.subject === 'threat-1@demo.example.com')).toHaveLength(1);
    // The tenant's admin was told, with a link to the security page.
    const adminId = await userIdByEmail(t.deps.db, 'admin@demo.example.com');
    const told = await inTransaction(t.deps.db, { tenantId: demoId }, (tx) =>
      tx.selectFrom('notification').select(['code', 'link']).where('userId', '=', adminId).where('code', '=', 'security.threat').execute(),
    );
    expect(told.length).toBeGreaterThanOrEqual(1);
    expect(told[0]?.link).toBe('/security');
  });

  it('four failures are not yet a brute force', async () => {
    for (let i = 0; i < 4; i++) await failedSignIn('threat-6@demo.example.com', '10.31.0.6');
    await admin.post('/security/threats/analyze');
    expect((await threatsOf(admin)).filter((x) => x.subject === 'threat-6@demo.example.com')).toHaveLength(0);
  });

  it('password spraying from one IP address across accounts, and a brute force from it, form one incident', async () => {
    for (const n of [2, 3, 4, 5]) await failedSignIn(`threat-${n}@demo.example.com`, '10.31.0.2');
    await failedSignIn('staff@demo.example.com', '10.31.0.2');
    await admin.post('/security/threats/analyze');
    const spray = (await threatsOf(admin, '?kind=password_spraying')).find((x) => x.subject === '10.31.0.2');
    expect(spray).toMatchObject({ severity: 'high', details: { accounts: 5, failures: 5 } });
    for (let i = 0; i < 4; i++) await failedSignIn('threat-2@demo.example.com', '10.31.0.2');
    const run = await admin.post<ThreatAnalysis>('/security/threats/analyze');
    expect(run.body).toMatchObject({ raised: 1, updated: 1 });
    const brute = (await threatsOf(admin, '?kind=brute_force')).find((x) => x.subject === 'threat-2@demo.example.com');
    expect(brute?.incidentId).toBe(spray?.incidentId);
    const incidents = await admin.get<SecurityIncidentList>('/security/incidents');
    const incident = incidents.body.items.find((i) => i.id === spray?.incidentId);
    expect(incident).toMatchObject({ threats: 2, state: 'open', severity: 'high' });
    expect(incident?.kinds.sort()).toEqual(['brute_force', 'password_spraying']);
    const detail = await admin.get<SecurityIncidentDetail>(`/security/incidents/${spray?.incidentId}`);
    expect(detail.body.items.map((x) => x.id).sort()).toEqual([brute?.id, spray?.id].sort());
  });

  it('the recurring job runs the detectors over every tenant without raising a threat twice', async () => {
    for (let i = 0; i < 5; i++) await failedSignIn('threat-5@demo.example.com', '10.31.0.5');
    await threatAnalysisHandler(t.deps.db, quietLog)({} as never);
    const found = (await threatsOf(admin, '?kind=brute_force')).filter((x) => x.subject === 'threat-5@demo.example.com');
    expect(found).toHaveLength(1);
    await threatAnalysisHandler(t.deps.db, quietLog)({} as never);
    expect((await threatsOf(admin, '?kind=brute_force')).filter((x) => x.subject === 'threat-5@demo.example.com')).toHaveLength(1);
  });
});

describe('PATCH /security/threats/{id}', () => {
  it('moves a threat open → investigating → resolved, audited, and no further', async () => {
    const threat = (await threatsOf(admin, '?state=open'))[0] as SecurityThreat;
    const investigating = await admin.patch<SecurityThreat>(`/security/threats/${threat.id}`, {
      state: 'investigating',
      note: 'Checking with the user',
    });
    expect(investigating.body).toMatchObject({ state: 'investigating', note: 'Checking with the user' });
    const resolved = await admin.patch<SecurityThreat>(`/security/threats/${threat.id}`, { state: 'resolved' });
    expect(resolved.body).toMatchObject({ state: 'resolved', note: 'Checking with the user' });
    const back = await admin.patch(`/security/threats/${threat.id}`, { state: 'open' });
    expect(back.status).toBe(409);
    expect(back.body.error?.key ?? back.body).toBeTruthy();
    expect((await threatsOf(admin, '?state=resolved')).map((x) => x.id)).toContain(threat.id);
    const audit = (await auditOf(t.deps.db, demoId)).filter((e) => e.action === 'security.threat_updated' && e.target === threat.id);
    expect(audit.map((e) => (e.details as { state: { to: string } }).state.to)).toEqual(['investigating', 'resolved']);
  });

  it('refuses an unknown state (400) and those without users:admin (403)', async () => {
    const threat = (await threatsOf(admin))[0] as SecurityThreat;
    expect((await admin.patch(`/security/threats/${threat.id}`, { state: 'gone' })).status).toBe(400);
    expect((await admin.patch(`/security/threats/${threat.id}`, { state: 'resolved', extra: 1 })).status).toBe(400);
    expect((await staff.patch(`/security/threats/${threat.id}`, { state: 'resolved' })).status).toBe(403);
    expect((await staff.get('/security/threats')).status).toBe(403);
    expect((await staff.post('/security/threats/analyze')).status).toBe(403);
  });
});

describe('tenant isolation', () => {
  it("another tenant's admin cannot see or change the threats (404), and nothing changes", async () => {
    const threat = (await threatsOf(admin, '?state=open'))[0] as SecurityThreat;
    expect((await threatsOf(otherAdmin)).map((x) => x.id)).not.toContain(threat.id);
    expect((await otherAdmin.patch(`/security/threats/${threat.id}`, { state: 'false_positive' })).status).toBe(404);
    expect((await otherAdmin.get(`/security/incidents/${threat.incidentId}`)).status).toBe(404);
    expect((await otherAdmin.get(`/security/threats?tenantId=${demoId}`)).status).toBe(404);
    const adminId = await userIdByEmail(t.deps.db, 'admin@demo.example.com');
    expect((await otherAdmin.get(`/security/users/${adminId}/behavior`)).status).toBe(404);
    expect((await threatsOf(admin)).find((x) => x.id === threat.id)?.state).toBe('open');
  });

  it('the super admin sees and updates the threats of a tenant they name', async () => {
    const threat = (await threatsOf(admin, '?state=open'))[0] as SecurityThreat;
    expect((await threatsOf(superAdmin, `?tenantId=${demoId}`)).map((x) => x.id)).toContain(threat.id);
    const changed = await superAdmin.patch<SecurityThreat>(`/security/threats/${threat.id}?tenantId=${demoId}`, {
      state: 'false_positive',
    });
    expect(changed.body.state).toBe('false_positive');
    expect((await threatsOf(admin)).find((x) => x.id === threat.id)?.state).toBe('false_positive');
  });
});

describe('GET /security/users/{id}/behavior', () => {
  it("shows a user's sign-ins by weekday and hour, IP addresses, devices, actions per day and failures (30 days by default)", async () => {
    const userId = await userIdByEmail(t.deps.db, 'threat-1@demo.example.com');
    const res = await admin.get<UserBehavior>(`/security/users/${userId}/behavior`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId, email: 'threat-1@demo.example.com', days: 30, failures: 5 });
    expect(res.body.heatmap).toHaveLength(7);
    expect(res.body.heatmap.every((row) => row.length === 24)).toBe(true);
    expect(res.body.heatmap.flat().reduce((a, b) => a + b, 0)).toBe(res.body.signIns);
    expect(res.body.actionsPerDay.reduce((a, d) => a + d.failures, 0)).toBe(5);
    const adminId = await userIdByEmail(t.deps.db, 'admin@demo.example.com');
    const own = await admin.get<UserBehavior>(`/security/users/${adminId}/behavior?days=7`);
    expect(own.body.days).toBe(7);
    expect(own.body.signIns).toBeGreaterThanOrEqual(1);
    expect(own.body.ips.map((i) => i.ip)).toContain('127.0.0.1');
    expect(own.body.devices.length).toBeGreaterThanOrEqual(1);
    expect((await admin.get(`/security/users/${adminId}/behavior?days=0`)).status).toBe(400);
  });
});

describe('POST /security/events', () => {
  it('stores a CSP violation and repeated 2FA failures as audit events; refuses what is not one (400)', async () => {
    const csp = await staff.post('/security/events', {
      type: 'csp_violation',
      violatedDirective: 'script-src',
      blockedUri: 'https://evil.example/x.js',
      documentUri: '/orders',
    });
    expect(csp.status).toBe(201);
    const mfa = await staff.post('/security/events', { type: 'mfa_failures', failures: 3 });
    expect(mfa.status).toBe(201);
    const events = await auditOf(t.deps.db, demoId);
    expect(events.find((e) => e.action === 'security.csp_violation')).toMatchObject({ target: 'script-src' });
    expect(events.find((e) => e.action === 'security.mfa_prompt_failures')?.details).toMatchObject({ failures: 3, context: 'sign_in' });
    expect((await staff.post('/security/events', { type: 'other' })).status).toBe(400);
    expect((await staff.post('/security/events', { type: 'mfa_failures', failures: 0 })).status).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/security/events', payload: { type: 'mfa_failures', failures: 1 } })).statusCode,
    ).toBe(401);
  });

  it('rate-limits client events: 30 a minute from one address, the next is refused (429) and not stored', async () => {
    const token = (await signIn(t.app, 'staff@demo.example.com')).access_token;
    const report = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/security/events',
        headers: bearer(token),
        remoteAddress: '10.77.0.1',
        payload: { type: 'csp_violation', violatedDirective: `img-src-${n}`, blockedUri: 'https://x.example/a.png', documentUri: '/' },
      });
    for (let n = 1; n <= 30; n++) expect((await report(n)).statusCode).toBe(201);
    const refused = await report(31);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    const stored = (await auditOf(t.deps.db, demoId)).filter((e) => e.action === 'security.csp_violation' && e.ip === '10.77.0.1');
    expect(stored).toHaveLength(30);
    expect(stored.some((e) => e.target === 'img-src-31')).toBe(false);
  });
});
