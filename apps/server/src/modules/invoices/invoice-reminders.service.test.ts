import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { recurringJobs } from '@/jobs';
import { systemCtx } from '@/platform/context';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount, putSettings, signInAs } from '../orders/order-test-kit';
import { applyInvoicePayment, finaliseInvoice } from './invoice-finalise.service';
import { invoiceRemindersHandler, invoiceRemindersJob, invoiceRemindersJobKind } from './invoice-reminders.job';
import { createInvoice } from './invoice-save.service';
import type { InvoiceBody } from './invoice-test-kit';

/** The reminders job on the real database: overdue marking, reminder mails in the outbox, late fee, once. */

let t: TestApp;
let tokenA: string;
let tokenB: string;
let tenantA: string;
let tenantB: string;
let accountA: string;
let accountNoMail: string;
let accountB: string;
const today = '2026-06-15';
const log = { info: () => {} };
const run = () => invoiceRemindersHandler(t.deps.db, log, () => today)({} as never);

beforeAll(async () => {
  t = await createTestApp();
  const a = await signIn(t.app, 'admin@demo.example.com');
  const b = await signIn(t.app, 'admin@other.example.com');
  tokenA = a.access_token;
  tokenB = b.access_token;
  tenantA = a.user.tenantId ?? '';
  tenantB = b.user.tenantId ?? '';
  accountA = (await createAccount(t, tokenA, { companyName: 'Eetcafé De Zwaan', email: 'boekhouding@dezwaan.example' })).id;
  accountNoMail = (await createAccount(t, tokenA, { companyName: 'Zonder Mail' })).id;
  accountB = (await createAccount(t, tokenB, { companyName: 'Bakkerij B', email: 'info@bakkerij-b.example' })).id;
}, 60_000);
afterAll(() => t.close());

/** A final invoice of 100.00 + 21% VAT = 121.00, dated `invoiceDate`, due after `terms` days. */
const finalInvoice = (tenantId: string, accountId: string, invoiceDate: string, terms: number) =>
  systemCtx(t.deps.db, tenantId, async (ctx) => {
    const draft = await createInvoice(ctx, {
      accountId,
      invoiceDate,
      paymentTerms: terms,
      lines: [{ description: 'Levering', quantity: '1', price: '100.00', vatRate: 21 }],
    });
    return finaliseInvoice(ctx, draft.id, {});
  });

const rowsOf = <T>(tenantId: string, fn: Parameters<typeof inTransaction<T>>[2]) => inTransaction(t.deps.db, { tenantId }, fn);
const reminderMails = (tenantId: string) =>
  rowsOf(tenantId, (tx) =>
    tx.selectFrom('mailOutbox').selectAll().where('tenantId', '=', tenantId).where('purpose', '=', 'invoice_reminder').execute(),
  );
const overdueNotifications = (tenantId: string) =>
  rowsOf(tenantId, (tx) =>
    tx.selectFrom('notification').selectAll().where('tenantId', '=', tenantId).where('code', '=', 'invoices.overdue').execute(),
  );
const invoiceRow = (tenantId: string, id: string) =>
  rowsOf(tenantId, (tx) =>
    tx
      .selectFrom('invoice')
      .select(['grossTotal', 'version', 'status', 'netTotal', sql<string | null>`overdue_since::text`.as('overdueSince')])
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
  );

describe('the daily invoice reminders job', () => {
  it('is a recurring daily job', () => {
    expect(recurringJobs).toContain(invoiceRemindersJob);
    expect(invoiceRemindersJob).toMatchObject({ kind: invoiceRemindersJobKind, everySeconds: 86_400 });
  });

  it('with reminders off: marks an invoice past due as overdue once and tells the admins, sends no mail', async () => {
    const late = await finalInvoice(tenantA, accountA, '2026-04-01', 30); // due 2026-05-01
    const notYet = await finalInvoice(tenantA, accountA, '2026-06-10', 30); // due 2026-07-10
    const lateB = await finalInvoice(tenantB, accountB, '2026-04-01', 14);
    await run();
    expect((await invoiceRow(tenantA, late.id)).overdueSince).toBe(today);
    expect((await invoiceRow(tenantA, notYet.id)).overdueSince).toBeNull();
    expect((await invoiceRow(tenantB, lateB.id)).overdueSince).toBe(today);
    const notesA = await overdueNotifications(tenantA);
    const adminA = (
      await t.deps.db.selectFrom('appUser').select('id').where('email', '=', 'admin@demo.example.com').executeTakeFirstOrThrow()
    ).id;
    // Only the tenant's admin (not the sales user), and only about its own invoice.
    expect(notesA.map((n) => n.userId)).toEqual([adminA]);
    expect(notesA[0]).toMatchObject({ type: 'WARNING', link: `/invoices/${late.id}/edit` });
    // The values as they are: each reader's app writes them in their own language.
    expect(notesA[0]?.params).toMatchObject({ invoiceNumber: late.invoiceNumber, dueDate: '2026-05-01', outstandingAmount: '121.00' });
    expect(notesA[0]?.message).toContain('was due on 1 May 2026; €121.00 is still outstanding');
    expect(await overdueNotifications(tenantB)).toHaveLength(1);
    expect(await reminderMails(tenantA)).toHaveLength(0);
    // Marking is bookkeeping: the final invoice's amounts and version stay as they were.
    expect(await invoiceRow(tenantA, late.id)).toMatchObject({ grossTotal: '121.00', version: late.version, status: 'sent' });

    await run();
    expect(await overdueNotifications(tenantA)).toHaveLength(1);
  }, 60_000);

  it('with reminders on: one reminder before the due date, one overdue reminder with the late fee, never twice', async () => {
    await putSettings(t, tokenA, 'invoices', {
      enableInvoiceReminders: true,
      reminderDaysBefore: 3,
      enableLatePaymentFees: true,
      latePaymentFeePercentage: '2',
    });
    await rowsOf(tenantA, (tx) => tx.deleteFrom('mailOutbox').where('tenantId', '=', tenantA).execute());
    const soon = await finalInvoice(tenantA, accountA, '2026-06-01', 16); // due 2026-06-17: 2 days ahead
    const later = await finalInvoice(tenantA, accountA, '2026-06-01', 20); // due 2026-06-21: 6 days ahead
    const paid = await finalInvoice(tenantA, accountA, '2026-04-01', 10);
    await systemCtx(t.deps.db, tenantA, (ctx) => applyInvoicePayment(ctx, paid.id, '121.00'));
    const noMail = await finalInvoice(tenantA, accountNoMail, '2026-04-01', 10);

    await run();
    const mails = await reminderMails(tenantA);
    // The overdue invoice of the first test and the one due in two days; not the later, paid or address-less ones.
    expect(mails).toHaveLength(2);
    const before = mails.find((m) => m.textBody.includes(soon.invoiceNumber ?? '-'));
    expect(before?.toAddress).toBe('boekhouding@dezwaan.example');
    expect(before?.subject).toBe(`Betalingsherinnering factuur ${soon.invoiceNumber}`);
    expect(before?.textBody).not.toContain('te late betaling');
    const overdue = mails.find((m) => m !== before);
    // Dutch as Intl writes it: a no-break space after €, and "2 %".
    expect(overdue?.textBody).toContain('€\u00a0121,00');
    expect(overdue?.textBody).toContain('€\u00a02,42 (2\u00a0% van het openstaande bedrag van €\u00a0121,00)');
    expect(overdue?.htmlBody).toContain('€\u00a02,42');
    expect(overdue?.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    const records = await rowsOf(tenantA, (tx) =>
      tx.selectFrom('invoiceReminder').selectAll().where('tenantId', '=', tenantA).orderBy('stage').execute(),
    );
    expect(records.map((r) => [r.stage, r.lateFee])).toEqual([
      ['before_due', '0.00'],
      ['overdue', '2.42'],
    ]);
    expect(records.every((r) => r.mailOutboxId !== null)).toBe(true);
    expect(records.some((r) => [later.id, paid.id, noMail.id].includes(r.invoiceId))).toBe(false);
    // The late fee is stated and recorded, the final invoice is not changed.
    const overdueId = records.find((r) => r.stage === 'overdue')?.invoiceId ?? '';
    expect(await invoiceRow(tenantA, overdueId)).toMatchObject({ grossTotal: '121.00', netTotal: '100.00' });

    await run();
    await run();
    expect(await reminderMails(tenantA)).toHaveLength(2);
    // Tenant B keeps reminders off: nothing was sent there.
    expect(await reminderMails(tenantB)).toHaveLength(0);
  }, 60_000);

  it('two runs at once still send each reminder once', async () => {
    const fresh = await finalInvoice(tenantA, accountA, '2026-04-20', 10);
    await Promise.all([run(), run()]);
    const records = await rowsOf(tenantA, (tx) =>
      tx.selectFrom('invoiceReminder').selectAll().where('tenantId', '=', tenantA).where('invoiceId', '=', fresh.id).execute(),
    );
    expect(records).toHaveLength(1);
    expect(records[0]?.stage).toBe('overdue');
  }, 60_000);
});

describe('POST /invoices/{id}/reminder (by hand)', () => {
  const call = () => caller(t);

  it('sends a reminder for an overdue invoice; a later one restates the recorded fee without charging it again', async () => {
    const late = await finalInvoice(tenantA, accountA, '2026-03-01', 10);
    const first = await call()(tokenA, 'POST', `/invoices/${late.id}/reminder`, {});
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json() as unknown as InvoiceBody & { reminders: Array<{ stage: string; lateFee: string; sentTo: string }> };
    expect(body.reminders).toEqual([expect.objectContaining({ stage: 'overdue', lateFee: '2.42', sentTo: 'boekhouding@dezwaan.example' })]);
    const second = await call()(tokenA, 'POST', `/invoices/${late.id}/reminder`, { to: 'Directie@DeZwaan.example' });
    expect(second.statusCode, second.body).toBe(200);
    const reminders = (second.json() as unknown as { reminders: Array<{ stage: string; lateFee: string; sentTo: string }> }).reminders;
    expect(reminders.map((r) => [r.stage, r.lateFee, r.sentTo])).toEqual([
      ['overdue', '2.42', 'boekhouding@dezwaan.example'],
      ['manual', '0.00', 'directie@dezwaan.example'],
    ]);
    const mails = (await reminderMails(tenantA)).filter((m) => m.textBody.includes(late.invoiceNumber ?? '-'));
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.textBody.includes('€\u00a02,42'))).toBe(true);
    // The job does not send this invoice's overdue reminder again.
    await run();
    expect((await reminderMails(tenantA)).filter((m) => m.textBody.includes(late.invoiceNumber ?? '-'))).toHaveLength(2);
  }, 60_000);

  it('refuses bad input with 4xx and writes nothing', async () => {
    const notDue = await finalInvoice(tenantA, accountA, '2099-01-01', 30);
    const before = (await reminderMails(tenantA)).length;
    const early = await call()(tokenA, 'POST', `/invoices/${notDue.id}/reminder`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Only an overdue invoice can be sent a payment reminder');
    const late = await finalInvoice(tenantA, accountA, '2026-03-01', 10);
    const badTo = await call()(tokenA, 'POST', `/invoices/${late.id}/reminder`, { to: 'not an address' });
    expect(badTo.statusCode).toBe(400);
    const extra = await call()(tokenA, 'POST', `/invoices/${late.id}/reminder`, { lateFee: '5' });
    expect(extra.statusCode).toBe(400);
    const badId = await call()(tokenA, 'POST', '/invoices/not-a-uuid/reminder', {});
    expect(badId.statusCode).toBe(400);
    const lateNoMail = await finalInvoice(tenantA, accountNoMail, '2026-03-01', 10);
    const noAddress = await call()(tokenA, 'POST', `/invoices/${lateNoMail.id}/reminder`, {});
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().error.details[0]?.path).toBe('to');
    expect((await reminderMails(tenantA)).length).toBe(before);
  }, 60_000);

  it('needs invoices:write: a guest is refused (403), without a session 401', async () => {
    const late = await finalInvoice(tenantA, accountA, '2026-03-01', 10);
    const guest = await signInAs(t, tenantA, 'guest');
    expect((await call()(guest, 'POST', `/invoices/${late.id}/reminder`, {})).statusCode).toBe(403);
    expect((await call()(null, 'POST', `/invoices/${late.id}/reminder`, {})).statusCode).toBe(401);
  }, 60_000);

  it('another tenant cannot remind (404) and nothing is sent', async () => {
    const late = await finalInvoice(tenantA, accountA, '2026-03-01', 10);
    const res = await call()(tokenB, 'POST', `/invoices/${late.id}/reminder`, {});
    expect(res.statusCode).toBe(404);
    const records = await rowsOf(tenantA, (tx) =>
      tx.selectFrom('invoiceReminder').select('id').where('tenantId', '=', tenantA).where('invoiceId', '=', late.id).execute(),
    );
    expect(records).toHaveLength(0);
  }, 60_000);
});
