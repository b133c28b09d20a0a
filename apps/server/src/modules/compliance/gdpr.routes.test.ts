import type { GdprErasure } from '@wb/contract/compliance';
import { unzipSync, strFromU8 } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, tenantIdByName } from '../../../test/api-client';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { todayInCompanyZone } from '@wb/domain/today';
import { retentionStart } from './gdpr.service';

let t: TestApp;
let adminToken: string;
let otherToken: string;
let admin: Api;
let staff: Api;
let other: Api;
let demoId: string;

const exportZip = (token: string, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/security/compliance/gdpr/accounts/${id}/export`, headers: bearer(token) });

const newAccount = async (companyName: string) => {
  const res = await admin.post<{ id: string }>('/accounts', {
    companyName,
    contactPerson: 'Fatima El Amrani',
    email: 'fatima@voorbeeld.nl',
    phone: '+31 20 123 4567',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
};

const auditCount = async (action: string, target: string) =>
  Number(
    (
      await sql<{
        n: string;
      }>`select count(*) as n from audit_event where tenant_id = ${demoId} and action = ${action} and target = ${target}`.execute(t.deps.db)
    ).rows[0]?.n,
  );

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  otherToken = (await signIn(t.app, 'admin@other.example.com')).access_token;
  admin = apiAs(t.app, adminToken);
  other = apiAs(t.app, otherToken);
  staff = apiAs(t.app, (await signIn(t.app, 'staff@demo.example.com')).access_token);
  demoId = await tenantIdByName(t.deps.db, 'Demo Groothandel B.V.');
});
afterAll(() => t.close());

describe('GDPR export of a customer account', () => {
  it('answers a ZIP with a JSON and a CSV file per table, holding the account’s data, and audits it', async () => {
    const id = await newAccount('Export Test B.V.');
    const res = await exportZip(adminToken, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['account.json', 'account.csv', 'orders.json', 'invoices.csv', 'audit_events.json']),
    );
    const [account] = JSON.parse(strFromU8(files['account.json'] as Uint8Array)) as Array<{ id: string; email: string }>;
    expect(account).toMatchObject({ id, email: 'fatima@voorbeeld.nl' });
    expect(strFromU8(files['account.csv'] as Uint8Array)).toContain('Fatima El Amrani');
    expect(await auditCount('gdpr.exported', id)).toBe(1);
  });

  it('keeps companies apart and is for admins: 404 for another company, 403 for a sales user', async () => {
    const id = await newAccount('Isolatie B.V.');
    expect((await exportZip(otherToken, id)).statusCode).toBe(404);
    expect((await other.post(`/security/compliance/gdpr/accounts/${id}/erase`)).status).toBe(404);
    expect((await staff.post(`/security/compliance/gdpr/accounts/${id}/erase`)).status).toBe(403);
    const kept = await admin.get<{ email: string; contactPerson: string }>(`/accounts/${id}`);
    expect(kept.body).toMatchObject({ email: 'fatima@voorbeeld.nl', contactPerson: 'Fatima El Amrani' });
    expect(await auditCount('gdpr.erased', id)).toBe(0);
  });
});

describe('GDPR account search', () => {
  it('finds a former (inactive) customer too, and only the company’s own', async () => {
    const id = await newAccount('Vroegere Klant Zoekproef B.V.');
    expect((await admin.patch(`/accounts/${id}`, { status: 'inactive' })).status).toBe(200);
    const found = await admin.get<Array<{ id: string; status: string }>>('/security/compliance/gdpr/accounts?term=Zoekproef');
    expect(found.body).toEqual([expect.objectContaining({ id, status: 'inactive' })]);
    // The order's account picker still offers active accounts only.
    expect((await admin.get<Array<{ id: string }>>('/accounts/search?term=Zoekproef')).body).toEqual([]);
    expect((await other.get('/security/compliance/gdpr/accounts?term=Zoekproef')).body).toEqual([]);
  });
});

describe('GDPR erasure of a customer account', () => {
  it('anonymises the whole record when no invoice needs it', async () => {
    const id = await newAccount('Wissen B.V.');
    const res = await admin.post<GdprErasure>(`/security/compliance/gdpr/accounts/${id}/erase`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accountId: id, retainedForInvoices: false, retainedUntil: null });
    const after = await admin.get<{ companyName: string; email: string; phone: string; contactPerson: string }>(`/accounts/${id}`);
    expect(after.body).toMatchObject({ email: '', phone: '', contactPerson: '' });
    expect(after.body.companyName).toMatch(/^Geanonimiseerd /);
    expect(await auditCount('gdpr.erased', id)).toBe(1);
  });

  it('keeps name and address for invoices within the 7-year fiscal retention period, erasing the rest', async () => {
    const id = await newAccount('Bewaarplicht B.V.');
    // A draft invoice of today for the account (its other columns have defaults), written as the database owner.
    const today = todayInCompanyZone();
    await sql`insert into invoice (tenant_id, id, account_id, invoice_date, due_date, payment_terms)
      values (${demoId}, '01900000-0000-7000-8000-00000000e001', ${id}, ${today}, ${today}, 30)`.execute(t.deps.db);
    const before = (await admin.get<{ companyName: string }>(`/accounts/${id}`)).body;
    const res = await admin.post<GdprErasure>(`/security/compliance/gdpr/accounts/${id}/erase`);
    expect(res.body).toMatchObject({ retainedForInvoices: true });
    expect(Number(res.body.retainedUntil?.slice(0, 4))).toBeGreaterThanOrEqual(Number(retentionStart().slice(0, 4)) + 7);
    const after = (await admin.get<{ companyName: string; email: string }>(`/accounts/${id}`)).body;
    expect(after).toMatchObject({ companyName: before.companyName, email: '' });
  });

  it('counts the fiscal retention period from the company’s today', () => {
    expect(retentionStart('2026-11-27')).toBe('2019-11-27');
  });
});
