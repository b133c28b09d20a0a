import type { Compliance, GdprErasure } from '@wb/contract/compliance';
import { todayInCompanyZone } from '@wb/domain/today';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { recurringJobs } from '@/jobs';
import { type Api, signedInApi, tenantIdByName } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { retentionHandler, retentionJobKind } from './retention.job';
import { enforceRetention } from './retention.service';

let t: TestApp;
let admin: Api;
let other: Api;
let demoId: string;
let otherId: string;

const quietLog = { info: () => undefined };
const today = todayInCompanyZone();
/** The date `years` years (and `days` days) before today. */
const before = (years: number, days = 0) => {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

const newAccount = async (api: Api, companyName: string) => {
  const res = await api.post<{ id: string }>('/accounts', {
    companyName,
    contactPerson: 'Jan de Vries',
    email: 'jan@voorbeeld.nl',
    city: 'Utrecht',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
};

/** An invoice of that date for the account, e-mailed to the customer, with a reminder; written as the database owner. */
const invoiceOf = async (tenantId: string, accountId: string, date: string) => {
  const id = crypto.randomUUID();
  await sql`insert into invoice (tenant_id, id, account_id, invoice_date, due_date, payment_terms, sent_to, notes)
    values (${tenantId}, ${id}, ${accountId}, ${date}, ${date}, 30, 'jan@voorbeeld.nl', 'Bel Jan op 06-12345678')`.execute(t.deps.db);
  await sql`insert into invoice_reminder (tenant_id, id, invoice_id, stage, sent_to)
    values (${tenantId}, ${crypto.randomUUID()}, ${id}, 'overdue', 'jan@voorbeeld.nl')`.execute(t.deps.db);
  return id;
};

const invoiceRow = async (id: string) =>
  (
    await sql<{ sentTo: string | null; notes: string; reminderTo: string }>`select i.sent_to, i.notes, r.sent_to as reminder_to
      from invoice i join invoice_reminder r on r.tenant_id = i.tenant_id and r.invoice_id = i.id where i.id = ${id}`.execute(t.deps.db)
  ).rows[0];
const accountRow = async (id: string) =>
  (await sql<{ companyName: string; city: string }>`select company_name, city from account where id = ${id}`.execute(t.deps.db)).rows[0];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInApi(t.app, 'admin@demo.example.com');
  other = await signedInApi(t.app, 'admin@other.example.com');
  demoId = await tenantIdByName(t.deps.db, 'Demo Groothandel B.V.');
  otherId = await tenantIdByName(t.deps.db, 'Andere Handel B.V.');
});
afterAll(() => t.close());

describe('the fiscal retention (7 years)', () => {
  it('anonymises invoices older than 7 years and leaves younger ones, in the tenant it runs for only', async () => {
    const account = await newAccount(admin, 'Oude Klant B.V.');
    const old = await invoiceOf(demoId, account, before(7, 1));
    const young = await invoiceOf(demoId, account, before(6, 300));
    const theirAccount = await newAccount(other, 'Hun Klant B.V.');
    const theirs = await invoiceOf(otherId, theirAccount, before(8));

    const run = await inTransaction(t.deps.db, { tenantId: demoId }, (tx) => enforceRetention(tx, demoId));
    expect(run).toMatchObject({ retentionStart: before(7) });
    expect(run.invoicesAnonymised).toBeGreaterThanOrEqual(1);
    expect(await invoiceRow(old)).toEqual({ sentTo: null, notes: '', reminderTo: '' });
    expect(await invoiceRow(young)).toEqual({
      sentTo: 'jan@voorbeeld.nl',
      notes: 'Bel Jan op 06-12345678',
      reminderTo: 'jan@voorbeeld.nl',
    });
    expect(await invoiceRow(theirs)).toMatchObject({ sentTo: 'jan@voorbeeld.nl' });
    // The account itself is a customer still, not erased: it stays as it is.
    expect(await accountRow(account)).toEqual({ companyName: 'Oude Klant B.V.', city: 'Utrecht' });
    // A second run finds nothing more to do.
    const again = await inTransaction(t.deps.db, { tenantId: demoId }, (tx) => enforceRetention(tx, demoId));
    expect(again.invoicesAnonymised).toBe(0);
  });

  it('anonymises an erased account in full once its last invoice is past the period, not before', async () => {
    const soon = await newAccount(admin, 'Bijna Verlopen B.V.');
    await invoiceOf(demoId, soon, before(6, 360));
    const later = await newAccount(admin, 'Nog Bewaard B.V.');
    await invoiceOf(demoId, later, before(3));
    for (const id of [soon, later]) {
      const res = await admin.post<GdprErasure>(`/security/compliance/gdpr/accounts/${id}/erase`);
      expect(res.body).toMatchObject({ retainedForInvoices: true, kept: expect.arrayContaining(['companyName', 'address']) });
    }

    // Today nothing is past the period yet: both keep what their invoices need.
    await inTransaction(t.deps.db, { tenantId: demoId }, (tx) => enforceRetention(tx, demoId));
    expect(await accountRow(soon)).toEqual({ companyName: 'Bijna Verlopen B.V.', city: 'Utrecht' });

    // A few days later (the job runs daily) the first one's last invoice is older than 7 years.
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const run = await inTransaction(t.deps.db, { tenantId: demoId }, (tx) => enforceRetention(tx, demoId, inTenDays));
    expect(run.accountsAnonymised).toBe(1);
    expect((await accountRow(soon))?.companyName).toMatch(/^Geanonimiseerd /);
    expect(await accountRow(soon)).toMatchObject({ city: '' });
    expect(await accountRow(later)).toEqual({ companyName: 'Nog Bewaard B.V.', city: 'Utrecht' });
    const open = await sql<{ subjectId: string }>`select subject_id from gdpr_erasure
      where tenant_id = ${demoId} and subject_kind = 'account' and completed_at is null`.execute(t.deps.db);
    expect(open.rows.map((r) => r.subjectId)).toEqual([later]);
  });

  it('runs daily for every tenant, and the compliance check shows its last run', async () => {
    const job = recurringJobs.find((j) => j.kind === retentionJobKind);
    expect(job?.everySeconds).toBe(86_400);
    await retentionHandler(t.deps.db, quietLog)({} as never);
    const runs = await sql<{ tenantId: string }>`select distinct tenant_id from retention_run`.execute(t.deps.db);
    expect(runs.rows.map((r) => r.tenantId)).toEqual(expect.arrayContaining([demoId, otherId]));
    const res = await admin.get<Compliance>('/security/compliance');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const check = res.body.checks.find((c) => c.id === 'retentionSet');
    expect(check?.evidence).toMatchObject({ fiscalRetentionYears: 7, retentionStart: before(7) });
    expect(check?.evidence.lastRetentionRunAt).not.toBeNull();
    expect(check?.passed).toBe(check?.evidence.messageRetentionDays !== null);
  });
});
