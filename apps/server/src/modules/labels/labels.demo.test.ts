import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller } from '../orders/order-test-kit';
import { demoPrinterPort } from './labels.demo';

let t: TestApp;
let demo: string;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({}, { masterData: true });
  call = caller(t);
  demo = (await signIn(t.app, 'admin@demo.example.com')).access_token;
});
afterAll(() => t.close());

describe('the demo labels', () => {
  it('have a default template of each type, a loopback Zebra and a PDF printer, and a print history with a failure', async () => {
    const templates = (await call(demo, 'GET', '/labels/templates')).json() as unknown as {
      items: Array<{ type: string; isDefault: boolean }>;
    };
    expect(
      templates.items
        .filter((i) => i.isDefault)
        .map((i) => i.type)
        .sort(),
    ).toEqual(['lot', 'pallet', 'product', 'shipping']);
    const printers = (await call(demo, 'GET', '/labels/printers')).json() as unknown as {
      items: Array<{ host: string; port: number; connection: string }>;
    };
    expect(printers.items).toContainEqual(expect.objectContaining({ host: '127.0.0.1', port: demoPrinterPort, connection: 'tcp' }));
    expect(printers.items).toContainEqual(expect.objectContaining({ connection: 'pdf' }));
    const history = (await call(demo, 'GET', '/labels/print-jobs')).json() as unknown as {
      total: number;
      items: Array<{ status: string }>;
    };
    expect(history.total).toBeGreaterThanOrEqual(3);
    expect(history.items.map((i) => i.status)).toContain('failed');
    const job = history.items[0] as unknown as { id: string };
    const detail = (await call(demo, 'GET', `/labels/print-jobs/${job.id}`)).json() as unknown as { zpl: string };
    expect(detail.zpl).toMatch(/^\^XA/);
    expect(detail.zpl).toContain('>;>8');
    const usage = (await call(demo, 'GET', '/labels/analytics/usage?days=30')).json() as unknown as { totalLabels: number };
    expect(usage.totalLabels).toBeGreaterThan(0);
    const png = await call(demo, 'GET', `/labels/print-jobs/${job.id}/preview?format=png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('number their lots within GS1-128 AI (10): the print history uses the demo lots as they are', async () => {
    const history = (await call(demo, 'GET', '/labels/print-jobs')).json() as unknown as { items: Array<{ id: string }> };
    expect(history.items.length).toBeGreaterThanOrEqual(5);
    for (const job of history.items) {
      const detail = (await call(demo, 'GET', `/labels/print-jobs/${job.id}`)).json() as unknown as {
        data: Array<{ data: { lot?: { number?: string } } }>;
      };
      const number = detail.data[0]?.data.lot?.number ?? '';
      // The demo's own lots (20261101-ITEM1012) and its purchase receipts' (PO1004ITEM1012): AI (10) takes up to 20 of GS1's characters.
      expect(number).toMatch(/^(\d{8}-|PO\d+)ITEM\d+$/);
      expect(number.length, number).toBeLessThanOrEqual(20);
    }
  });
});
