import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { masterData: true });
});
afterAll(() => t.close());

const get = async (email: string, url: string) => {
  const token = (await signIn(t.app, email)).access_token;
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the demo notifications', () => {
  it('greet Demo Groothandel with an announcement in Dutch, and not the other company', async () => {
    const current = await get('staff@demo.example.com', '/announcements/current');
    expect(current.announcement).toMatchObject({
      title: 'Welkom in de nieuwe backoffice',
      createdByName: 'Anna de Vries',
      expiresAt: null,
    });
    expect((await get('admin@other.example.com', '/announcements/current')).announcement).toBeNull();
  });

  it("fill the employee's bell with the orders assigned to them by the demo's admin", async () => {
    const page = await get('staff@demo.example.com', '/notifications?pageSize=100');
    const codes = new Set(page.items.map((n: { code: string | null }) => n.code));
    expect(codes.has('orders.assigned')).toBe(true);
    expect(page.items.find((n: { code: string | null }) => n.code === 'orders.assigned').link).toMatch(/^\/orders\/[0-9a-f-]+\/edit$/);
    // The admin made and moved the demo orders: told nothing about them.
    const admin = await get('admin@demo.example.com', '/notifications?pageSize=100');
    expect(admin.items.filter((n: { code: string | null }) => n.code?.startsWith('orders.'))).toEqual([]);
  });
});
