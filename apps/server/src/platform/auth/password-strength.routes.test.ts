import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordMessages } from '@wb/contract/messages/password';
import { demoPassword } from '@/seed/demo-seed';
import { type Api, apiAs, newUser, signedInApi } from '../../../test/api-client';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';

/**
 * Weak and common passwords are refused wherever a password is chosen (issue 25, item 9), with a
 * 400 whose field detail says why: registration, an accepted invitation, a user made or reset by
 * an admin, a tenant's first admin, and a password change.
 */
let t: TestApp;
let admin: Api;
let platform: Api;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInApi(t.app, 'admin@demo.example.com');
  platform = await signedInApi(t.app, 'super@example.com');
  const made = await admin.post<{ id: string }>('/tenant-users', newUser('sterk@demo.example.com'));
  expect(made.status).toBe(201);
  userId = made.body.id;
});
afterAll(() => t.close());

const weak = ['12345678', 'password', 'aaaaaaaa'];
const reasons = {
  '12345678': 'topTen',
  password: 'topTen',
  aaaaaaaa: 'simpleRepeat',
} as const;

describe('weak passwords', () => {
  it('are refused at registration, invitation, user creation, admin reset, tenant creation and password change', async () => {
    const visitor = apiAs(t.app, null);
    const staff = await signIn(t.app, 'staff@demo.example.com');
    const self = apiAs(t.app, staff.access_token);
    for (const password of weak) {
      const reason = reasons[password as keyof typeof reasons];
      const [key, message] = [`password.${reason}`, passwordMessages[reason]];
      const calls: Array<[string, Promise<{ status: number; body: { error?: { details?: unknown } } }>, string]> = [
        [
          'register',
          visitor.post('/auth/register', { firstName: 'Wim', lastName: 'Zwak', email: 'wim@example.com', password }),
          'password',
        ],
        ['accept invitation', visitor.post('/invitations/accept', { token: 'x'.repeat(40), password }), 'password'],
        ['create user', admin.post('/tenant-users', newUser('zwak@demo.example.com', { password })), 'password'],
        ['reset by admin', admin.post(`/tenant-users/${userId}/reset-password`, { newPassword: password }), 'newPassword'],
        [
          'tenant with admin',
          platform.post('/tenants', {
            name: 'Zwak B.V.',
            admin: { firstName: 'Zef', lastName: 'Zwak', email: 'zef@zwak.example.com', password },
          }),
          'admin.password',
        ],
        [
          'change password',
          self.post('/auth/change-password', { currentPassword: demoPassword, newPassword: password, confirmPassword: password }),
          'newPassword',
        ],
      ];
      for (const [what, call, path] of calls) {
        const res = await call;
        expect(res.status, `${what} with ${password}`).toBe(400);
        expect(res.body.error?.details, `${what} with ${password}`).toEqual([{ path, key, message }]);
      }
    }
  });

  it('keep the demo password, which is strong enough, and a strong new one works', async () => {
    expect((await signIn(t.app, 'admin@demo.example.com', demoPassword)).access_token).toBeTruthy();
    const res = await admin.post(`/tenant-users/${userId}/reset-password`, { newPassword: 'Fiets-Kaas-Molen-77' });
    expect(res.status).toBe(200);
    expect((await signIn(t.app, 'sterk@demo.example.com', 'Fiets-Kaas-Molen-77')).access_token).toBeTruthy();
  });
});
