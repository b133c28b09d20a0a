import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
let staff: string;
let other: string;

const device = '01900000-0000-7000-8000-0000000000d1';
const results = [
  { check: 'serviceWorker', status: 'pass', detail: 'active' },
  { check: 'camera', status: 'warn', detail: 'no barcode detector' },
];

const call = (token: string, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object, headers: object = {}) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  staff = (await signIn(t.app, 'staff@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
});
afterAll(() => t.close());

describe('device checks (the cross-platform testing page)', () => {
  it('keeps one row per device, replaced by its next run, with who ran it', async () => {
    const first = await call(admin, 'PUT', `/testing/device-checks/${device}`, {
      deviceName: 'Tablet magazijn',
      userAgent: 'UA 1',
      results,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      deviceId: device,
      deviceName: 'Tablet magazijn',
      checkedByEmail: 'admin@demo.example.com',
      results,
    });
    const again = await call(admin, 'PUT', `/testing/device-checks/${device}`, {
      deviceName: 'Tablet magazijn 2',
      results: [{ check: 'printers', status: 'fail', detail: 'Zebra 1 unreachable' }],
    });
    expect(again.statusCode, again.body).toBe(200);
    const list = (await call(admin, 'GET', '/testing/device-checks')).json() as { items: Array<{ deviceId: string; deviceName: string }> };
    expect(list.items.filter((d) => d.deviceId === device)).toEqual([
      expect.objectContaining({
        deviceName: 'Tablet magazijn 2',
        results: [{ check: 'printers', status: 'fail', detail: 'Zebra 1 unreachable' }],
      }),
    ]);
  });

  it('is the company admin’s: a sales user gets 403', async () => {
    expect((await call(staff, 'GET', '/testing/device-checks')).statusCode).toBe(403);
    expect((await call(staff, 'PUT', `/testing/device-checks/${device}`, { deviceName: 'x', results })).statusCode).toBe(403);
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const res = await call(admin, 'PUT', '/testing/device-checks/01900000-0000-7000-8000-0000000000d2', {
      deviceName: ' ',
      results: [{ check: 'teleport', status: 'pass', detail: '' }],
    });
    expect(res.statusCode).toBe(400);
    const paths = (res.json() as { error: { details: Array<{ path: string }> } }).error.details.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['deviceName', 'results.0.check']));
    expect((await call(admin, 'PUT', '/testing/device-checks/not-a-uuid', { deviceName: 'x', results })).statusCode).toBe(400);
    const list = (await call(admin, 'GET', '/testing/device-checks')).json() as { items: Array<{ deviceId: string }> };
    expect(list.items.map((d) => d.deviceId)).not.toContain('01900000-0000-7000-8000-0000000000d2');
  });

  it('keeps companies apart: another company neither sees, changes nor deletes the device', async () => {
    const theirs = (await call(other, 'GET', '/testing/device-checks')).json() as { items: Array<{ deviceId: string }> };
    expect(theirs.items.map((d) => d.deviceId)).not.toContain(device);
    expect((await call(other, 'DELETE', `/testing/device-checks/${device}`)).statusCode).toBe(404);
    // Their run of the same device id is a device of their own.
    expect((await call(other, 'PUT', `/testing/device-checks/${device}`, { deviceName: 'Hun toestel', results })).statusCode).toBe(200);
    const ours = (await call(admin, 'GET', '/testing/device-checks')).json() as { items: Array<{ deviceId: string; deviceName: string }> };
    expect(ours.items.find((d) => d.deviceId === device)?.deviceName).toBe('Tablet magazijn 2');
    expect((await call(admin, 'DELETE', `/testing/device-checks/${device}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/testing/device-checks/${device}`)).statusCode).toBe(404);
    const theirsAfter = (await call(other, 'GET', '/testing/device-checks')).json() as { items: Array<{ deviceId: string }> };
    expect(theirsAfter.items.map((d) => d.deviceId)).toContain(device);
  });

  it('answers the queue self-test sent twice with one key with the same answer, and a new key with a new one', async () => {
    const send = (key: string) => call(admin, 'POST', '/testing/queue-self-test', undefined, { 'idempotency-key': key });
    const [a, b, c] = [await send('self-test-1'), await send('self-test-1'), await send('self-test-2')];
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect((c.json() as { token: string }).token).not.toBe((a.json() as { token: string }).token);
  });
});

describe('the demo', () => {
  // Citus mode shares one database per file (docs/testing.md): a second app with the demo's master
  // data, opened while this file's first app is open, gets that app's data, without the devices.
  it.skipIf(Boolean(process.env.CITUS_URL))(
    "lists the demo company's counter PC, warehouse tablet and driver's phone, and none of them for the other company",
    async () => {
      const demo = await createTestApp({}, { masterData: true });
      try {
        const token = (await signIn(demo.app, 'admin@demo.example.com')).access_token;
        const res = await demo.app.inject({
          method: 'GET',
          url: '/api/v1/testing/device-checks',
          headers: { authorization: `Bearer ${token}` },
        });
        const names = (res.json() as { items: Array<{ deviceName: string; results: unknown[] }> }).items.map((d) => d.deviceName);
        expect(names).toEqual(['Telefoon chauffeur route 2', 'Tablet magazijn', 'Kassa-pc balie']);
        const otherToken = (await signIn(demo.app, 'admin@other.example.com')).access_token;
        const theirs = await demo.app.inject({
          method: 'GET',
          url: '/api/v1/testing/device-checks',
          headers: { authorization: `Bearer ${otherToken}` },
        });
        expect((theirs.json() as { items: unknown[] }).items.map((d) => (d as { deviceName: string }).deviceName)).not.toContain(
          'Tablet magazijn',
        );
      } finally {
        await demo.close();
      }
    },
  );
});
