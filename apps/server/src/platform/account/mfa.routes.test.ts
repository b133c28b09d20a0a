import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { LoginResponse } from '@wb/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { login, loginOk, registerVerified, totpCode } from '../../../test/account-helpers';
import { userIdByEmail } from '../../../test/api-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers: token ? bearer(token) : {} });

/** A person with two-factor switched on: their secret and recovery codes. */
async function personWithMfa(): Promise<{ email: string; password: string; secret: string; recoveryCodes: string[]; token: string }> {
  const { email, password } = await registerVerified(t, { companyName: 'Tweestaps B.V.' });
  const { access_token: token } = await loginOk(t, email, password);
  const setup = await post('/auth/mfa/setup', undefined, token);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const verify = await post('/auth/mfa/verify', { mfaSecret: secret, totpCode: await totpCode(secret) }, token);
  expect(verify.statusCode).toBe(200);
  // As if the code that switched it on was used a while ago, so this step's code is fresh again.
  await rewindLastStep(email, 10);
  return { email, password, secret, recoveryCodes: verify.json().recoveryCodes, token };
}

async function rewindLastStep(email: string, steps: number) {
  const current = Math.floor(Date.now() / 30_000);
  await t.deps.db
    .updateTable('appUser')
    .set({ mfaLastTimeStep: current - steps })
    .where('email', '=', email)
    .execute();
}

/** Waits out the last seconds of a time step, so a code made now is checked in the same step. */
async function awayFromStepEdge() {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 4_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

async function challenge(email: string, password: string): Promise<string> {
  const res = await login(t, email, password);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ mfaRequired: true, expiresIn: 300 });
  expect(res.json()).not.toHaveProperty('access_token');
  return res.json().mfaToken;
}

/** A two-factor secret as the former `platform/account/secret-box.ts` sealed it: `v1.` + base64url, no additional data. */
function legacySeal(plain: string): string {
  const key = Buffer.from(hkdfSync('sha256', t.deps.config.appSecret, 'wb', 'secret-box:mfa-secret', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

describe('switching two-factor on', () => {
  it('setup answers a secret, an otpauth URI and a QR code, and keeps the secret encrypted', async () => {
    const { email, password } = await registerVerified(t);
    const { access_token: token } = await loginOk(t, email, password);
    const res = await post('/auth/mfa/setup', undefined, token);
    const body = res.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
    const row = await t.deps.db
      .selectFrom('appUser')
      .select(['mfaPendingSecret', 'mfaEnabledAt'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.mfaPendingSecret).toMatch(/^v1:/); // the one secret box's format (two-factor secrets were `v1.` before)
    expect(row.mfaPendingSecret).not.toContain(body.secret);
    expect(row.mfaEnabledAt).toBeNull();

    const wrong = await post('/auth/mfa/verify', { mfaSecret: body.secret, totpCode: '000000' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toMatchObject([{ path: 'totpCode', message: 'Invalid verification code' }]);
    const otherSecret = await post('/auth/mfa/verify', { mfaSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totpCode: '123456' }, token);
    expect(otherSecret.statusCode).toBe(400);
    expect(otherSecret.json().error.details[0].path).toBe('mfaSecret');
    const badShape = await post('/auth/mfa/verify', { mfaSecret: body.secret, totpCode: '12ab' }, token);
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().error.details[0].path).toBe('totpCode');
    const still = await t.deps.db.selectFrom('appUser').select('mfaEnabledAt').where('email', '=', email).executeTakeFirstOrThrow();
    expect(still.mfaEnabledAt).toBeNull();

    const ok = await post('/auth/mfa/verify', { mfaSecret: body.secret, totpCode: await totpCode(body.secret) }, token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().recoveryCodes).toHaveLength(10);
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(token) });
    expect(profile.json().mfaEnabled).toBe(true);
    expect((await post('/auth/mfa/setup', undefined, token)).statusCode).toBe(409);
  });

  it('needs a session', async () => {
    expect((await post('/auth/mfa/setup')).statusCode).toBe(401);
  });
});

describe('signing in with two-factor', () => {
  it('asks for a code after the password, and signs in with it', async () => {
    const p = await personWithMfa();
    const mfaToken = await challenge(p.email, p.password);
    const res = await post('/auth/login/mfa', { mfaToken, totpCode: await totpCode(p.secret) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as LoginResponse;
    expect(body.user.email).toBe(p.email);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(body.access_token) });
    expect(me.statusCode).toBe(200);
    // The same challenge cannot be used twice.
    const again = await post('/auth/login/mfa', { mfaToken, totpCode: await totpCode(p.secret) });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('INVALID_TOKEN');
  });

  it('signs in with a secret stored as the two-factor box wrote it before there was one box', async () => {
    const p = await personWithMfa();
    await t.deps.db
      .updateTable('appUser')
      .set({ mfaSecret: legacySeal(p.secret) })
      .where('email', '=', p.email)
      .execute();
    await awayFromStepEdge();
    const mfaToken = await challenge(p.email, p.password);
    const res = await post('/auth/login/mfa', { mfaToken, totpCode: await totpCode(p.secret) });
    expect(res.statusCode).toBe(200);
  });

  it('accepts a code once only: the same code in a new sign-in is a replay', async () => {
    const p = await personWithMfa();
    const code = await totpCode(p.secret);
    expect((await post('/auth/login/mfa', { mfaToken: await challenge(p.email, p.password), totpCode: code })).statusCode).toBe(200);
    const replay = await post('/auth/login/mfa', { mfaToken: await challenge(p.email, p.password), totpCode: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('INVALID_MFA_CODE');
  });

  it('of two concurrent submissions of one code, exactly one signs in', async () => {
    const p = await personWithMfa();
    const code = await totpCode(p.secret);
    const [a, b] = [await challenge(p.email, p.password), await challenge(p.email, p.password)];
    const results = await Promise.all([
      post('/auth/login/mfa', { mfaToken: a, totpCode: code }),
      post('/auth/login/mfa', { mfaToken: b, totpCode: code }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const sameChallenge = await challenge(p.email, p.password);
    await rewindLastStep(p.email, 10);
    const twice = await Promise.all([
      post('/auth/login/mfa', { mfaToken: sameChallenge, totpCode: code }),
      post('/auth/login/mfa', { mfaToken: sameChallenge, totpCode: code }),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('accepts the step before the current one, not the one before that, nor the next', async () => {
    const p = await personWithMfa();
    await awayFromStepEdge();
    const twoBack = await post('/auth/login/mfa', {
      mfaToken: await challenge(p.email, p.password),
      totpCode: await totpCode(p.secret, 2),
    });
    expect(twoBack.statusCode).toBe(401);
    const ahead = await post('/auth/login/mfa', { mfaToken: await challenge(p.email, p.password), totpCode: await totpCode(p.secret, -1) });
    expect(ahead.statusCode).toBe(401);
    const previous = await post('/auth/login/mfa', {
      mfaToken: await challenge(p.email, p.password),
      totpCode: await totpCode(p.secret, 1),
    });
    expect(previous.statusCode).toBe(200);
  });

  it('ends the attempt after 5 wrong codes, locks the account for a while, and audits it', async () => {
    const p = await personWithMfa();
    const mfaToken = await challenge(p.email, p.password);
    const wrong = (await totpCode(p.secret)) === '111111' ? '222222' : '111111';
    for (let i = 0; i < 4; i++) {
      const res = await post('/auth/login/mfa', { mfaToken, totpCode: wrong });
      expect(res.json().error.code).toBe('INVALID_MFA_CODE');
    }
    const fifth = await post('/auth/login/mfa', { mfaToken, totpCode: wrong });
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().error).toMatchObject({ code: 'INVALID_TOKEN', message: 'Too many wrong codes. Please sign in again.' });
    const right = await post('/auth/login/mfa', { mfaToken, totpCode: await totpCode(p.secret) });
    expect(right.json().error.code).toBe('INVALID_TOKEN');
    expect((await login(t, p.email, p.password)).statusCode).toBe(429);
    const attempt = await t.deps.db.selectFrom('mfaChallenge').select('id').orderBy('createdAt', 'desc').limit(1).executeTakeFirstOrThrow();
    const actions = await t.deps.db.selectFrom('auditEvent').select('action').where('target', '=', attempt.id).orderBy('seq').execute();
    expect(actions.map((a) => a.action)).toEqual([
      'auth.mfa_failed',
      'auth.mfa_failed',
      'auth.mfa_failed',
      'auth.mfa_failed',
      'auth.mfa_lockout',
    ]);
    const lockout = await t.deps.db
      .selectFrom('auditEvent')
      .select('details')
      .where('target', '=', await userIdByEmail(t.deps.db, p.email)) // the chain names people by id
      .where('action', '=', 'auth.lockout')
      .execute();
    expect(lockout.map((e) => e.details)).toEqual([{ locked: ['account'] }]);
    await t.deps.db.deleteFrom('loginThrottle').execute();
  });

  it('a recovery code works once', async () => {
    const p = await personWithMfa();
    const [code] = p.recoveryCodes;
    const first = await post('/auth/login/mfa', { mfaToken: await challenge(p.email, p.password), recoveryCode: code?.toUpperCase() });
    expect(first.statusCode).toBe(200);
    const second = await post('/auth/login/mfa', { mfaToken: await challenge(p.email, p.password), recoveryCode: code });
    expect(second.statusCode).toBe(401);
    expect(second.json().error.details).toMatchObject([{ path: 'recoveryCode', message: 'Invalid verification code' }]);
  });

  it('refuses a second step without a code, or with both kinds', async () => {
    const p = await personWithMfa();
    const mfaToken = await challenge(p.email, p.password);
    expect((await post('/auth/login/mfa', { mfaToken })).statusCode).toBe(400);
    expect((await post('/auth/login/mfa', { mfaToken, totpCode: '123456', recoveryCode: 'abcde-fghij' })).statusCode).toBe(400);
    expect((await post('/auth/login/mfa', { mfaToken: 'n'.repeat(43), totpCode: '123456' })).json().error.code).toBe('INVALID_TOKEN');
  });
});

describe('switching two-factor off', () => {
  it('refuses a wrong password (audited), then accepts the right one', async () => {
    const p = await personWithMfa();
    const wrong = await post('/auth/mfa/disable', { password: 'not-my-password' }, p.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toMatchObject([{ path: 'password', message: 'Incorrect password' }]);
    const audit = await t.deps.db
      .selectFrom('auditEvent')
      .select('action')
      .where('target', '=', await userIdByEmail(t.deps.db, p.email)) // the chain names people by id
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('auth.mfa_disable_failed');
    expect((await post('/auth/mfa/disable', {}, p.token)).statusCode).toBe(400);
    const ok = await post('/auth/mfa/disable', { password: p.password }, p.token);
    expect(ok.statusCode).toBe(200);
    const res = await login(t, p.email, p.password);
    expect(res.json()).toHaveProperty('access_token');
    expect(await t.deps.db.selectFrom('mfaRecoveryCode').select('userId').where('userId', '=', res.json().user.id).execute()).toHaveLength(
      0,
    );
  });

  it('accepts a code from the app instead of the password', async () => {
    const p = await personWithMfa();
    const ok = await post('/auth/mfa/disable', { totpCode: await totpCode(p.secret) }, p.token);
    expect(ok.statusCode).toBe(200);
    expect((await post('/auth/mfa/disable', { password: p.password }, p.token)).statusCode).toBe(409);
  });
});
