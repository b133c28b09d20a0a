import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPeppolRulesDir, loadPeppolValidator } from '../../../test/peppol-rules';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller } from '../orders/order-test-kit';

let t: TestApp;
let admin: string;
let call: ReturnType<typeof caller>;
let details: Record<string, unknown>;
const rulesDir = findPeppolRulesDir();

type InvoiceRow = { id: string; kind: string; status: string; invoiceNumber: string | null; accountId: string };

beforeAll(async () => {
  t = await createTestApp({}, { masterData: true });
  call = caller(t);
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  const bulk = (await call(admin, 'GET', '/settings/bulk')).json() as unknown as { companyDetails: Record<string, unknown> };
  const { logoUrl: _logo, ...rest } = bulk.companyDetails;
  details = rest;
});
afterAll(() => t?.close());

const invoices = async () => ((await call(admin, 'GET', '/invoices?pageSize=100')).json() as unknown as { items: InvoiceRow[] }).items;

describe('an invoice is finalised only with the company details the law requires', () => {
  it('the demo company ships complete: KvK 30123456, VAT NL859340880B01, IBAN NL91 ABNA 0417 1643 00', () => {
    expect(details).toMatchObject({
      name: 'Demo Groothandel B.V.',
      cocNumber: '30123456',
      vatNumber: 'NL859340880B01',
      iban1: 'NL91 ABNA 0417 1643 00',
      address: expect.any(String),
      postalCode: expect.any(String),
      city: expect.any(String),
    });
  });

  it('lacking VAT id and KvK number: 409 naming them, each linked to its settings field; the draft stays a draft', async () => {
    const draft = (await invoices()).find((i) => i.status === 'draft') as InvoiceRow;
    expect(draft).toBeDefined();
    const cleared = await call(admin, 'PUT', '/settings/company-details', { ...details, vatNumber: '', cocNumber: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const res = await call(admin, 'POST', `/invoices/${draft.id}/finalise`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Complete the company details before finalising an invoice; missing: VAT number, KvK number');
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual(['companyDetails.vatNumber', 'companyDetails.cocNumber']);
    expect(((await call(admin, 'GET', `/invoices/${draft.id}`)).json() as unknown as InvoiceRow).status).toBe('draft');

    const restored = await call(admin, 'PUT', '/settings/company-details', details);
    expect(restored.statusCode, restored.body).toBe(200);
    const ok = await call(admin, 'POST', `/invoices/${draft.id}/finalise`, {});
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe.skipIf(!rulesDir)("the demo's documents pass Peppol as shipped", () => {
  it('a demo invoice and the demo credit note have 0 failed rules', async () => {
    const validate = loadPeppolValidator(rulesDir ?? '');
    const all = await invoices();
    const picks = [all.find((i) => i.kind === 'invoice' && i.status !== 'draft'), all.find((i) => i.kind === 'credit_note')];
    for (const pick of picks) {
      expect(pick).toBeDefined();
      const res = await call(admin, 'GET', `/invoices/${pick?.id}/ubl`);
      expect(res.statusCode, res.body).toBe(200);
      expect(validate(res.body)).toEqual([]);
    }
  }, 300_000);
});
