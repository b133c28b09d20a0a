import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTenantArchive } from '@/backup/tenant-import';
import { auditOf, tenantIdByName } from '../../../test/api-client';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let superToken: string;
let adminToken: string;
let demoId: string;

const download = (token: string, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/tenants/${id}/archive`, headers: bearer(token) });

beforeAll(async () => {
  t = await createTestApp({}, { masterData: true });
  superToken = (await signIn(t.app, 'super@example.com')).access_token;
  adminToken = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  demoId = await tenantIdByName(t.deps.db, 'Demo Groothandel B.V.');
});
afterAll(() => t.close());

describe('GET /tenants/{id}/archive', () => {
  it("gives the super admin the tenant's archive as a ZIP and audits it", async () => {
    const res = await download(superToken, demoId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/zip');
    const { manifest, tables } = readTenantArchive(new Uint8Array(res.rawPayload));
    expect(manifest.tenant).toMatchObject({ id: demoId, name: 'Demo Groothandel B.V.' });
    expect(tables.sales_order?.length).toBeGreaterThan(0);
    expect(tables.sales_order?.every((row) => row.tenant_id === demoId)).toBe(true);
    expect((await auditOf(t.deps.db, demoId)).at(-1)).toMatchObject({ action: 'tenant.exported', target: demoId });
  });

  it('is for the super admin only, and answers 404 for an unknown tenant', async () => {
    expect((await download(adminToken, demoId)).statusCode).toBe(403);
    expect((await download(superToken, '01a21c1a-8cb7-7670-ace2-000000000000')).statusCode).toBe(404);
  });
});
