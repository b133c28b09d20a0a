import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsSectionKeys, settingsSections } from '@wb/contract/settings';
import { inTransaction } from '@/db/transaction';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { sectionSamples } from './settings-samples.test-data';

let t: TestApp;
let admin: string;
let staff: string;
let other: string;
let superAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  staff = (await signIn(t.app, 'staff@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  superAdmin = (await signIn(t.app, 'super@example.com')).access_token;
});
afterAll(() => t.close());

const bulk = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings/bulk', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const put = (token: string, path: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/settings/${path}`, headers: bearer(token), payload: payload as object });

describe('GET /settings/bulk', () => {
  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings/bulk' });
    expect(res.statusCode).toBe(401);
  });

  it('answers every section with the defaults of the spec where nothing is saved', async () => {
    const body = await bulk(staff);
    expect(Object.keys(body).sort()).toEqual([...settingsSectionKeys].sort());
    expect(body.numbering).toMatchObject({
      invoicePrefix: 'INV-',
      invoiceStartNumber: 1000,
      orderPrefix: 'ORD-',
      accountPrefix: 'ACC-',
      quotePrefix: 'QUO-',
      supplierPrefix: 'SUP-',
      skuPrefix: 'ITEM-',
    });
    expect(body.invoices).toMatchObject({ defaultPaymentTerms: 30, latePaymentFeePercentage: '0', reminderDaysBefore: 7 });
    expect(body.email.smtp.port).toBe(587);
    expect(body.items).toMatchObject({ lowStockThreshold: 10, defaultUnit: 'pcs', quickAddAmounts: [1, 5, 10, 25], skuPrefix: 'ITEM-' });
    expect(body.communication.messageRetentionDays).toBe(30);
    expect(body.printers).toMatchObject({
      fontSizes: { default: 12, header: 16, subheader: 14, footer: 10 },
      margins: { top: 10, right: 10, bottom: 10, left: 10 },
      imageWidth: 100,
      imageHeight: 100,
      pageOrientation: 'portrait',
    });
    expect(body.traceability.lotNumberFormat).toBe('{supplier}-{year}{month}{day}-{category}-{item}');
    expect(body.companyDetails.name).toBe('Demo Groothandel B.V.');
  });

  it('answers defaults to a super admin, who belongs to no company', async () => {
    const body = await bulk(superAdmin);
    expect(body.numbering.invoiceStartNumber).toBe(1000);
  });
});

describe('PUT /settings/{section}: a round trip per section', () => {
  for (const key of settingsSectionKeys) {
    const sample = sectionSamples[key];
    it(`${key}: saves, answers the saved section, and a reload shows it`, async () => {
      const res = await put(admin, settingsSections[key].path, sample.save);
      expect(res.statusCode, res.body).toBe(200);
      const expected = { ...sample.save, ...sample.expect };
      expect(res.json()).toMatchObject(expected);
      const reloaded = await bulk(admin);
      expect(reloaded[key]).toMatchObject(expected);
      expect(reloaded[key]).toEqual(res.json());
    });
  }

  it('fills the fields a save leaves out with their defaults (a section is saved whole)', async () => {
    await put(admin, 'search', { resultsLimit: 10 });
    const res = await put(admin, 'search', { fuzzySearch: false });
    expect(res.json()).toMatchObject({ fuzzySearch: false, resultsLimit: 50 });
  });
});

describe('PUT /settings/{section}: bad input', () => {
  for (const key of settingsSectionKeys) {
    it(`${key}: refuses bad values with the field named, and changes nothing`, async () => {
      const before = (await bulk(admin))[key];
      for (const bad of sectionSamples[key].bad) {
        const res = await put(admin, settingsSections[key].path, bad.body);
        expect(res.statusCode, JSON.stringify(bad.body)).toBe(400);
        const error = res.json().error;
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.details.map((d: { path: string }) => d.path)).toContain(bad.path);
      }
      expect((await bulk(admin))[key]).toEqual(before);
    });
  }

  it('refuses unknown fields instead of dropping them', async () => {
    const res = await put(admin, 'search', { fuzzySearch: true, fuzzyness: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('fuzzyness');
  });

  it('answers 404 for an unknown section', async () => {
    const res = await put(admin, 'no-such-section', {});
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('permissions', () => {
  it('lets only holders of settings:write save', async () => {
    const res = await put(staff, 'search', { resultsLimit: 7 });
    expect(res.statusCode).toBe(403);
    expect((await put(superAdmin, 'search', { resultsLimit: 7 })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/settings/search', payload: {} })).statusCode).toBe(401);
    expect((await bulk(admin)).search.resultsLimit).not.toBe(7);
  });
});

describe('mirrored fields', () => {
  it("the items tab's SKU prefix and the numbering section's are one value", async () => {
    await put(admin, 'items', { ...sectionSamples.items.save, skuPrefix: 'PRD-', autoGenerateSKU: false });
    let body = await bulk(admin);
    expect(body.numbering).toMatchObject({ skuPrefix: 'PRD-', autoGenerateSku: false });
    await put(admin, 'numbering', { ...body.numbering, skuPrefix: 'ART-', invoicePrefix: 'FAC-' });
    body = await bulk(admin);
    expect(body.items.skuPrefix).toBe('ART-');
    expect(body.invoices.invoiceNumberPrefix).toBe('FAC-');
  });

  it("the items tab's expiry switch and the traceability section's are one value", async () => {
    let body = await bulk(admin);
    await put(admin, 'items', { ...body.items, enableExpiryTracking: true });
    body = await bulk(admin);
    expect(body.traceability.trackExpiry).toBe(true);
    expect(body.items.enableExpiryTracking).toBe(true);
    await put(admin, 'traceability', { ...body.traceability, trackExpiry: false });
    body = await bulk(admin);
    expect(body.items.enableExpiryTracking).toBe(false);
  });
});

describe('audit', () => {
  it('records each save with what changed', async () => {
    await put(admin, 'communication', { messageOfTheDay: 'Audit me' });
    const events = await inTransaction(t.deps.db, { tenantId: (await signIn(t.app, 'admin@demo.example.com')).user.tenantId }, (tx) =>
      tx.selectFrom('auditEvent').selectAll().where('action', '=', 'settings.updated').orderBy('seq', 'desc').limit(1).execute(),
    );
    const details = events[0]?.details as { section: string; changes: Array<{ path: string; to: unknown }> };
    expect(details.section).toBe('communication');
    expect(details.changes).toContainEqual(expect.objectContaining({ path: 'messageOfTheDay', to: 'Audit me' }));
  });

  it('records nothing for a save that changes nothing', async () => {
    const tenantId = (await signIn(t.app, 'admin@demo.example.com')).user.tenantId;
    const count = () =>
      inTransaction(t.deps.db, { tenantId }, (tx) =>
        tx
          .selectFrom('auditEvent')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('action', '=', 'settings.updated')
          .executeTakeFirstOrThrow(),
      );
    const current = (await bulk(admin)).routes;
    const before = (await count()).n;
    expect((await put(admin, 'routes', current)).statusCode).toBe(200);
    expect((await count()).n).toBe(before);
  });
});

describe('tenant isolation', () => {
  it("one company's settings are never another's", async () => {
    await put(admin, 'company-details', { name: 'Alleen Demo', city: 'Utrecht' });
    const seenByOther = await bulk(other);
    expect(seenByOther.companyDetails.name).toBe('Andere Handel B.V.');
    // The other demo company's own (seeded) city, not this one's.
    expect(seenByOther.companyDetails.city).toBe('Rotterdam');
    await put(other, 'company-details', { name: 'Andere Handel', city: 'Breda' });
    const mine = await bulk(admin);
    expect(mine.companyDetails).toMatchObject({ name: 'Alleen Demo', city: 'Utrecht' });
  });
});
