import { describe, expect, it } from 'vitest';
import { type DetectorEvent, detectThreats, thresholds } from './threat-detectors';

let seq = 0;
const t0 = new Date('2026-03-02T09:00:00Z').getTime();
function ev(minute: number, action: string, extra: Partial<DetectorEvent> = {}): DetectorEvent {
  seq++;
  return {
    id: `e${seq}`,
    seq: String(seq),
    occurredAt: new Date(t0 + minute * 60_000),
    actorUserId: null,
    action,
    target: null,
    ip: null,
    details: {},
    ...extra,
  };
}
const ctx = { adminIds: new Set(['admin']), emailOf: (id: string) => ({ admin: 'admin@x.nl', clerk: 'clerk@x.nl' })[id] };
const kinds = (events: DetectorEvent[]) => detectThreats(events, ctx).map((f) => f.kind);

describe('threat detectors', () => {
  it('brute force: five failures on one account close together, not four, not spread out', () => {
    const five = [0, 1, 2, 3, 4].map((m) => ev(m, 'auth.login_failed', { target: 'a@x.nl', ip: '10.0.0.1' }));
    expect(detectThreats(five, ctx)).toMatchObject([{ kind: 'brute_force', subject: 'a@x.nl', severity: 'high', related: ['10.0.0.1'] }]);
    expect(kinds(five.slice(0, 4))).toEqual([]);
    const spread = [0, 20, 40, 60, 80].map((m) => ev(m, 'auth.login_failed', { target: 'a@x.nl', ip: '10.0.0.1' }));
    expect(kinds(spread)).toEqual([]);
  });

  it('the dedupe key stays the same when the same run grows', () => {
    const run = [0, 1, 2, 3, 4].map((m) => ev(m, 'auth.login_failed', { target: 'b@x.nl', ip: '10.0.0.2' }));
    const first = detectThreats(run, ctx)[0];
    const grown = detectThreats([...run, ev(5, 'auth.login_failed', { target: 'b@x.nl', ip: '10.0.0.2' })], ctx)[0];
    expect(grown?.dedupeKey).toBe(first?.dedupeKey);
    expect(grown?.evidence).toHaveLength(6);
  });

  it('password spraying: one address, five accounts; critical from ten', () => {
    const five = [1, 2, 3, 4, 5].map((n) => ev(n, 'auth.login_failed', { target: `u${n}@x.nl`, ip: '10.0.0.9' }));
    expect(detectThreats(five, ctx)).toMatchObject([{ kind: 'password_spraying', subject: '10.0.0.9', severity: 'high' }]);
    const ten = Array.from({ length: thresholds.sprayingAccounts * 2 }, (_, n) =>
      ev(n, 'auth.login_failed', { target: `v${n}@x.nl`, ip: '10.0.0.8' }),
    );
    expect(detectThreats(ten, ctx)[0]?.severity).toBe('critical');
  });

  it('refresh-token reuse, and 2FA switched off by an admin (not by a clerk)', () => {
    expect(kinds([ev(0, 'auth.refresh_reuse', { actorUserId: 'clerk' })])).toEqual(['refresh_token_reuse']);
    expect(kinds([ev(0, 'auth.mfa_disabled', { actorUserId: 'admin' })])).toEqual(['admin_mfa_disabled']);
    expect(kinds([ev(0, 'auth.mfa_disabled', { actorUserId: 'clerk' })])).toEqual([]);
  });

  it("an admin's sign-in from a new device or a new IP address; a clerk's is not flagged", () => {
    expect(kinds([ev(0, 'auth.login', { actorUserId: 'admin', ip: '1.1.1.1', details: { newDevice: true } })])).toEqual([
      'admin_new_device',
    ]);
    const ips = [
      ev(0, 'auth.login', { actorUserId: 'admin', ip: '1.1.1.1' }),
      ev(60, 'auth.login', { actorUserId: 'admin', ip: '2.2.2.2' }),
    ];
    expect(detectThreats(ips, ctx)).toMatchObject([{ kind: 'admin_new_device', subject: 'admin@x.nl', details: { newIp: 1 } }]);
    expect(
      kinds([ev(0, 'auth.login', { actorUserId: 'admin', ip: '1.1.1.1' }), ev(60, 'auth.login', { actorUserId: 'admin', ip: '1.1.1.1' })]),
    ).toEqual([]);
    expect(kinds([ev(0, 'auth.login', { actorUserId: 'clerk', ip: '1.1.1.1', details: { newDevice: true } })])).toEqual([]);
  });

  it('mass export and mass deletion by one user', () => {
    const exports = Array.from({ length: thresholds.massExports }, (_, n) => ev(n, 'accounts.exported', { actorUserId: 'clerk' }));
    expect(detectThreats(exports, ctx)).toMatchObject([{ kind: 'mass_export', subject: 'clerk@x.nl', details: { count: 10 } }]);
    expect(kinds(exports.slice(1))).toEqual([]);
    const deletions = Array.from({ length: thresholds.massDeletions }, (_, n) => ev(n, 'item.deleted', { actorUserId: 'clerk' }));
    expect(detectThreats(deletions, ctx)).toMatchObject([{ kind: 'mass_deletion', severity: 'high' }]);
  });

  it('privilege escalation: a role raised to an admin role, not lowered nor sideways', () => {
    const raised = ev(0, 'tenant_user.updated', {
      actorUserId: 'admin',
      target: 'clerk',
      details: { role: { from: 'sales', to: 'TENANT_ADMIN' } },
    });
    expect(detectThreats([raised], ctx)).toMatchObject([
      { kind: 'privilege_escalation', subject: 'clerk@x.nl', details: { from: 'sales', to: 'TENANT_ADMIN' } },
    ]);
    expect(kinds([ev(0, 'tenant_user.updated', { target: 'clerk', details: { role: { from: 'TENANT_ADMIN', to: 'sales' } } })])).toEqual(
      [],
    );
    expect(kinds([ev(0, 'tenant_user.updated', { target: 'clerk', details: { role: { from: 'sales', to: 'support' } } })])).toEqual([]);
  });
});
