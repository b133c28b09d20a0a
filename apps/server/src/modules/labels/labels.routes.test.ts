import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wb/contract/messages';
import { inTransaction } from '@/db/transaction';
import { newId } from '@/platform/ids';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { selectAuditEvents, selectTenantId } from '../../../test/test-audit';
import { caller, createAccount, createItem, fieldErrors, putSettings, signInAs } from '../orders/order-test-kit';
import { signIn } from '../../../test/test-app';
import { FakeZebra } from './fake-zebra';
import { dispatchSettings, resumePrintJobs } from './print-dispatch';
import { transportSettings } from './zebra-transport';

let t: TestApp;
let admin: string;
let other: string;
let guest: string;
let call: ReturnType<typeof caller>;
let tenantId: string;
const zebra = new FakeZebra();
let port: number;

beforeAll(async () => {
  dispatchSettings.retryDelayMs = 100;
  transportSettings.connectTimeoutMs = 1000;
  transportSettings.statusTimeoutMs = 500;
  port = await zebra.start();
  t = await createTestApp();
  call = caller(t);
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  tenantId = await selectTenantId(t.handle.db, 'Demo Groothandel B.V.');
  guest = await signInAs(t, tenantId, 'guest');
});
afterAll(async () => {
  await t.close();
  await zebra.close();
});

type Template = { id: string; name: string; type: string; isDefault: boolean; elements: unknown[] };
type Job = { id: string; status: string; labelCount: number; attempts: number; error: { key: string; message: string } | null };

const lotTemplate = {
  name: 'Partijlabel',
  type: 'lot',
  widthMm: 100,
  heightMm: 50,
  elements: [
    { id: 'name', type: 'text', x: 4, y: 3, width: 92, height: 8, text: '{{item.name}}', fontSize: 14, fontWeight: 'bold' },
    { id: 'exp', type: 'text', x: 4, y: 12, width: 92, height: 5, text: 'THT {{lot.expiry}} · Lot {{lot.number}}', fontSize: 9 },
    {
      id: 'gs1',
      type: 'barcode',
      symbology: 'gs1-128',
      x: 4,
      y: 19,
      width: 70,
      height: 25,
      text: '(01){{item.gtin}}(17){{lot.expiryGs1}}(10){{lot.number}}',
    },
    { id: 'qr', type: 'barcode', symbology: 'qr', x: 76, y: 20, width: 20, height: 20, text: '{{item.sku}}/{{lot.number}}' },
  ],
};

const post = async <T>(token: string, url: string, payload: object, status = 201): Promise<T> => {
  const res = await call(token, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as unknown as T;
};

async function createLot(itemId: string, lotNumber: string, expiryDate: string | null): Promise<string> {
  const id = newId();
  await inTransaction(t.handle.db, { tenantId }, (tx) =>
    tx.insertInto('itemLot').values({ tenantId, id, itemId, lotNumber, expiryDate, quantity: '10' }).execute(),
  );
  return id;
}

async function waitForJob(id: string, done: (job: Job) => boolean, token = admin): Promise<Job> {
  for (let i = 0; i < 100; i++) {
    const job = (await call(token, 'GET', `/labels/print-jobs/${id}`)).json() as unknown as Job;
    if (done(job)) return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`job ${id} did not finish`);
}

describe('label templates', () => {
  it('creates, lists, reads, changes, sets the default per type and deletes', async () => {
    const first = await post<Template>(admin, '/labels/templates', lotTemplate);
    expect(first).toMatchObject({ name: 'Partijlabel', type: 'lot', isDefault: true, widthMm: 100 });
    const second = await post<Template>(admin, '/labels/templates', { ...lotTemplate, name: 'Partij klein' });
    expect(second.isDefault).toBe(false);
    expect((await call(admin, 'GET', '/labels/templates/default/lot')).json()).toMatchObject({ id: first.id });
    const set = await call(admin, 'PUT', `/labels/templates/${second.id}/set-default`);
    expect(set.statusCode, set.body).toBe(200);
    expect((await call(admin, 'GET', '/labels/templates/default/lot')).json()).toMatchObject({ id: second.id });
    expect((await call(admin, 'GET', `/labels/templates/${first.id}`)).json()).toMatchObject({ isDefault: false });
    const list = (await call(admin, 'GET', '/labels/templates?type=lot')).json() as unknown as { items: Template[] };
    expect(list.items.filter((i) => i.isDefault)).toHaveLength(1);
    const renamed = await call(admin, 'PUT', `/labels/templates/${first.id}`, { name: 'Partij groot' });
    expect(renamed.json()).toMatchObject({ name: 'Partij groot' });
    expect((await call(admin, 'DELETE', `/labels/templates/${first.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/labels/templates/${first.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/labels/templates/default/pallet')).json()).toMatchObject({
      error: { key: 'labels.noDefaultTemplate' },
    });
    const actions = (await selectAuditEvents(t.handle.db, tenantId)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['label_template.created', 'label_template.default_set', 'label_template.deleted']));
  });

  it('answers 400 naming an element outside the label, invalid static GS1 data, and bad fields', async () => {
    const outside = await call(admin, 'POST', '/labels/templates', {
      ...lotTemplate,
      elements: [{ id: 'wide', type: 'rectangle', x: 60, y: 0, width: 50, height: 10 }],
    });
    expect(outside.statusCode).toBe(400);
    expect(fieldErrors(outside)).toEqual({ 'elements.0': 'Element wide lies outside the label' });
    const gs1 = await call(admin, 'POST', '/labels/templates', {
      ...lotTemplate,
      elements: [{ id: 'g', type: 'barcode', symbology: 'gs1-128', x: 0, y: 0, width: 50, height: 20, text: '(01)08712345678907' }],
    });
    expect(fieldErrors(gs1)).toEqual({ 'elements.0.text': 'GS1: (01) has a wrong check digit' });
    const bad = await call(admin, 'POST', '/labels/templates', { name: ' ', type: 'sticker', widthMm: -1, heightMm: 50, elements: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(bad)).sort()).toEqual(['name', 'type', 'widthMm']);
    expect(fieldErrors(bad).name).toBe(messages['validation.required']);
    expect((await call(guest, 'POST', '/labels/templates', lotTemplate)).statusCode).toBe(403);
  });
});

describe('generating labels', () => {
  it('renders ZPL, SVG and PDF from an inline template and from an item with its lot', async () => {
    const zpl = await post<{ zpl: string }>(
      admin,
      '/labels/generate',
      {
        template: lotTemplate,
        data: {
          item: { name: 'Goudse kaas', gtin: '08712345678906', sku: 'K1' },
          lot: { number: 'LOT42', expiry: '30-06-2025', expiryGs1: '250630' },
        },
      },
      200,
    );
    expect(zpl.zpl).toContain('^BCN,');
    expect(zpl.zpl).toContain('^FD>;>801087123456789061725063010>6LOT42^FS');
    expect(zpl.zpl).toContain('^BQN,2,');

    const item = await createItem(t, admin, { name: 'Jonge kaas 48+', barcode: '8712345678906' });
    const lotId = await createLot(item.id, 'KN-7', '2026-09-30');
    const template = await post<Template>(admin, '/labels/templates', { ...lotTemplate, name: 'Partij GS1' });
    const product = await post<{ zpl: string }>(
      admin,
      '/labels/generate/product',
      { templateId: template.id, itemId: item.id, lotId },
      200,
    );
    expect(product.zpl).toContain('^FDJonge kaas 48+^FS');
    expect(product.zpl).toContain('(01)08712345678906(17)260930(10)KN-7');

    const svg = await call(admin, 'POST', '/labels/generate/product', { templateId: template.id, itemId: item.id, lotId, format: 'svg' });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('Jonge kaas 48+');
    const pdf = await call(admin, 'POST', '/labels/generate', {
      templateId: template.id,
      format: 'pdf',
      data: { item: { gtin: '08712345678906' }, lot: { number: 'A', expiryGs1: '260101' } },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses invalid GS1 data from the item with 400 naming the AI', async () => {
    const item = await createItem(t, admin, { name: 'Zonder GTIN' });
    const lotId = await createLot(item.id, 'L'.repeat(21), '2026-01-01');
    const template = await post<Template>(admin, '/labels/templates', { ...lotTemplate, name: 'Partij check' });
    const res = await call(admin, 'POST', '/labels/generate/product', { templateId: template.id, itemId: item.id, lotId });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual({ 'elements.2.text': 'GS1: (01) must be 14 digits' });
  });
});

describe('printers and print jobs over TCP 9100', () => {
  let printerId: string;
  let templateId: string;
  let itemId: string;
  let lotId: string;

  beforeAll(async () => {
    const printer = await post<{ id: string; dpi: number; fontSizes: object; margins: object }>(admin, '/labels/printers', {
      name: 'Zebra magazijn',
      host: '127.0.0.1',
      port,
      costPerLabel: '0.0150',
    });
    expect(printer).toMatchObject({ dpi: 203, fontSizes: { default: 12, header: 16, subHeader: 14, footer: 10 }, margins: { top: 10 } });
    printerId = printer.id;
    templateId = (await post<Template>(admin, '/labels/templates', { ...lotTemplate, name: 'Partij print' })).id;
    const item = await createItem(t, admin, { name: 'Boerenkaas', barcode: '8712345678906' });
    itemId = item.id;
    lotId = await createLot(itemId, 'BK-1', '2026-12-31');
  });

  it('prints 10 labels for a lot: queued → completed, the printer received the ZPL', async () => {
    const before = zebra.formats.length;
    const job = await post<Job>(admin, '/labels/print-jobs', { templateId, printerId, lotId, copies: 10 });
    expect(job).toMatchObject({ status: 'queued', labelCount: 10 });
    const done = await waitForJob(job.id, (j) => j.status === 'completed');
    expect(done).toMatchObject({ attempts: 1, error: null });
    expect(zebra.formats.slice(before)).toHaveLength(1);
    expect(zebra.formats.at(-1)).toContain('^PQ10');
    expect(zebra.formats.at(-1)).toContain('(10)BK-1');
    const detail = (await call(admin, 'GET', `/labels/print-jobs/${job.id}`)).json() as unknown as { zpl: string };
    expect(detail.zpl).toContain('^XA');
    const preview = await call(admin, 'GET', `/labels/print-jobs/${job.id}/preview`);
    expect(preview.body).toContain('Boerenkaas');
    const pdf = await call(admin, 'GET', `/labels/print-jobs/${job.id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('prints many items in one job, and requires a template and items (the spec messages)', async () => {
    const job = await post<Job>(admin, '/labels/print', {
      templateId,
      printerId,
      items: [
        { lotId, copies: 2 },
        { lotId, copies: 3 },
      ],
    });
    expect(job.labelCount).toBe(5);
    await waitForJob(job.id, (j) => j.status === 'completed');
    const noTemplate = await call(admin, 'POST', '/labels/print', { printerId, items: [] });
    expect(fieldErrors(noTemplate)).toEqual({ templateId: 'A template is required', items: 'Items are required' });
    const single = await post<Job>(admin, '/labels/print/single', { templateId, printerId, lotId });
    expect(single.labelCount).toBe(1);
    await waitForJob(single.id, (j) => j.status === 'completed');
  });

  it('an offline printer: the job is retried, keeps a readable cause and fails; never a 500', async () => {
    await zebra.set({ offline: true });
    try {
      const job = await post<Job>(admin, '/labels/print-jobs', { templateId, printerId, lotId });
      const failed = await waitForJob(job.id, (j) => j.status === 'failed');
      expect(failed.attempts).toBe(3);
      expect(failed.error).toEqual({
        key: 'labels.printerRefused',
        params: { host: '127.0.0.1', port },
        message: `Printer 127.0.0.1:${port} refused the connection`,
      });
      const test = await post<{ ok: boolean; error: { key: string } }>(admin, `/labels/printers/${printerId}/test`, {}, 200);
      expect(test).toMatchObject({ ok: false, error: { key: 'labels.printerRefused' } });
    } finally {
      await zebra.set({ offline: false });
    }
  });

  it('paper out: health reports it, a job waits queued with the cause and can be cancelled', async () => {
    await zebra.set({ paperOut: true });
    dispatchSettings.retryDelayMs = 2000;
    try {
      const health = (await call(admin, 'GET', '/labels/health')).json() as unknown as {
        status: string;
        printers: Array<{ id: string; status: { paperOut: boolean; error: { key: string } } }>;
      };
      expect(health.status).toBe('degraded');
      expect(health.printers.find((p) => p.id === printerId)?.status).toMatchObject({
        paperOut: true,
        error: { key: 'labels.printerPaperOut' },
      });
      const job = await post<Job>(admin, '/labels/print-jobs', { templateId, printerId, lotId });
      const waiting = await waitForJob(job.id, (j) => j.status === 'queued' && j.attempts === 1);
      expect(waiting.error?.key).toBe('labels.printerPaperOut');
      const cancelled = await call(admin, 'PUT', `/labels/print-jobs/${job.id}/cancel`);
      expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
      const again = await call(admin, 'PUT', `/labels/print-jobs/${job.id}/cancel`);
      expect([again.statusCode, again.json().error.message]).toEqual([409, 'Only a queued job can be cancelled']);
    } finally {
      dispatchSettings.retryDelayMs = 100;
      await zebra.set({ paperOut: false });
    }
  });

  it('prints a shipping label for an order and a pallet label with its SSCC', async () => {
    const account = await createAccount(t, admin, {
      companyName: 'Bakkerij De Vries',
      street: 'Dorpsstraat',
      houseNumber: '1',
      postalCode: '3512 AB',
      city: 'Utrecht',
    });
    const item = await createItem(t, admin);
    const order = await post<{ id: string; orderNumber: string }>(admin, '/orders', {
      accountId: account.id,
      lines: [{ itemId: item.id, amount: '2' }],
      cratesGiven: 4,
    });
    const shipping = await post<Template>(admin, '/labels/templates', {
      name: 'Verzend',
      type: 'shipping',
      widthMm: 100,
      heightMm: 100,
      elements: [
        { id: 'to', type: 'text', x: 2, y: 2, width: 90, height: 20, text: '{{order.account}}\n{{order.address}}' },
        { id: 'crates', type: 'table', x: 2, y: 30, width: 90, height: 10, text: 'Kratten|{{order.crates}}' },
        { id: 'sscc', type: 'barcode', symbology: 'gs1-128', x: 2, y: 50, width: 90, height: 30, text: '(00){{order.sscc}}' },
      ],
    });
    const job = await post<Job>(admin, '/labels/print/single', { templateId: shipping.id, printerId, orderId: order.id, copies: 2 });
    await waitForJob(job.id, (j) => j.status === 'completed');
    const zpl = zebra.formats.at(-1) ?? '';
    expect(zpl).toContain('Bakkerij De Vries\\&Dorpsstraat 1\\&3512 AB Utrecht');
    expect(zpl).toMatch(/\(00\)08712345\d{10}/);
    expect(zpl).toContain('^FDKratten^FS');
    expect(zpl).toContain('^FD4^FS');

    // The company's own GS1 prefix (Settings → Traceability) makes the SSCC; a bad one is refused.
    const bad = await call(admin, 'PUT', '/settings/traceability', { gs1CompanyPrefix: '87-12' });
    expect([bad.statusCode, fieldErrors(bad)]).toEqual([400, { gs1CompanyPrefix: 'A GS1 company prefix is 6 to 11 digits' }]);
    await putSettings(t, admin, 'traceability', { gs1CompanyPrefix: '871 9999 01' });
    const own = await post<Job>(admin, '/labels/print/single', { templateId: shipping.id, printerId, orderId: order.id, copies: 2 });
    await waitForJob(own.id, (j) => j.status === 'completed');
    const serial = order.orderNumber.replace(/\D/g, '').padStart(7, '0');
    expect(zebra.formats.at(-1) ?? '').toMatch(new RegExp(`\\(00\\)0871999901${serial}\\d`));
    await putSettings(t, admin, 'traceability', { gs1CompanyPrefix: '' });
  });

  it('tests a printer, lists history with filters, and reports analytics', async () => {
    const test = await post<{ ok: boolean }>(admin, `/labels/printers/${printerId}/test`, {}, 200);
    expect(test.ok).toBe(true);
    expect(zebra.formats.at(-1)).toContain('Test: Zebra magazijn');
    const failed = (await call(admin, 'GET', '/labels/print-jobs?status=failed')).json() as unknown as { total: number };
    expect(failed.total).toBeGreaterThanOrEqual(1);
    const usage = (await call(admin, 'GET', '/labels/analytics/usage?days=7')).json() as unknown as {
      totalLabels: number;
      byTemplate: unknown[];
    };
    expect(usage.totalLabels).toBeGreaterThanOrEqual(16);
    const costs = (await call(admin, 'GET', '/labels/analytics/costs?days=30')).json() as unknown as {
      byPrinter: Array<{ name: string; cost: string; labels: number }>;
    };
    const zebraCost = costs.byPrinter.find((p) => p.name === 'Zebra magazijn');
    expect(zebraCost?.cost).toBe((zebraCost ? zebraCost.labels * 0.015 : 0).toFixed(2));
    const errors = (await call(admin, 'GET', '/labels/analytics/errors?days=90')).json() as unknown as { byCause: Array<{ key: string }> };
    expect(errors.byCause.map((c) => c.key)).toContain('labels.printerRefused');
    expect((await call(admin, 'GET', '/labels/analytics/usage?days=12')).statusCode).toBe(400);
  });

  it('resumes jobs a stopped server left queued or printing', async () => {
    const id = newId();
    await inTransaction(t.handle.db, { tenantId }, (tx) =>
      tx
        .insertInto('labelPrintJob')
        .values({
          tenantId,
          id,
          templateId,
          templateName: 'x',
          printerId,
          printerName: 'Zebra magazijn',
          status: 'printing',
          copies: 1,
          labelCount: 1,
          zpl: '^XA^FDresumed^FS^XZ',
          data: '[]',
        })
        .execute(),
    );
    expect(await resumePrintJobs(t.handle.db)).toBeGreaterThanOrEqual(1);
    await waitForJob(id, (j) => j.status === 'completed');
    expect(zebra.formats).toContain('^XA^FDresumed^FS^XZ');
  });

  it("isolates tenants: another tenant gets 404 on A's template, printer and job, and nothing changes", async () => {
    const job = await post<Job>(admin, '/labels/print-jobs', { templateId, printerId, lotId });
    await waitForJob(job.id, (j) => j.status === 'completed');
    const cases: Array<[string, string, object?]> = [
      ['GET', `/labels/templates/${templateId}`],
      ['PUT', `/labels/templates/${templateId}`, { name: 'Gekaapt' }],
      ['PUT', `/labels/templates/${templateId}/set-default`],
      ['DELETE', `/labels/templates/${templateId}`],
      ['GET', `/labels/printers/${printerId}`],
      ['PUT', `/labels/printers/${printerId}`, { name: 'Gekaapt' }],
      ['POST', `/labels/printers/${printerId}/test`, {}],
      ['DELETE', `/labels/printers/${printerId}`],
      ['GET', `/labels/print-jobs/${job.id}`],
      ['GET', `/labels/print-jobs/${job.id}/pdf`],
      ['PUT', `/labels/print-jobs/${job.id}/cancel`],
      ['DELETE', `/labels/print-jobs/${job.id}`],
      ['POST', '/labels/print-jobs', { templateId, printerId }],
      ['POST', '/labels/generate', { templateId }],
    ];
    for (const [method, url, body] of cases) {
      const res = await call(other, method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(other, 'GET', '/labels/print-jobs')).json()).toMatchObject({ total: 0 });
    expect((await call(admin, 'GET', `/labels/templates/${templateId}`)).json()).toMatchObject({ name: 'Partij print' });
    expect((await call(admin, 'GET', `/labels/printers/${printerId}`)).json()).toMatchObject({ name: 'Zebra magazijn' });
    expect((await call(admin, 'GET', `/labels/print-jobs/${job.id}`)).json()).toMatchObject({ status: 'completed' });
  });

  it('deletes a finished job and a printer; history keeps the printer name', async () => {
    const job = await post<Job>(admin, '/labels/print-jobs', { templateId, printerId, lotId });
    await waitForJob(job.id, (j) => j.status === 'completed');
    expect((await call(admin, 'DELETE', `/labels/print-jobs/${job.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/labels/print-jobs/${job.id}`)).statusCode).toBe(404);
    const spare = await post<{ id: string }>(admin, '/labels/printers', { name: 'Kantoor PDF', connection: 'pdf' });
    const pdfJob = await post<Job>(admin, '/labels/print-jobs', { templateId, printerId: spare.id, lotId });
    expect(pdfJob.status).toBe('completed');
    expect((await call(admin, 'DELETE', `/labels/printers/${spare.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/labels/print-jobs/${pdfJob.id}`)).json()).toMatchObject({ printerName: 'Kantoor PDF' });
    const noHost = await call(admin, 'POST', '/labels/printers', { name: 'Zonder host' });
    expect(fieldErrors(noHost)).toEqual({ host: messages['validation.required'] });
  });
});
