import { fiscalRetentionYears, type GdprErasure, type GdprItem } from '@wb/contract/compliance';
import { PassThrough, type Readable } from 'node:stream';
import { writeCsv } from '@wb/domain/csv';
import { todayInCompanyZone } from '@wb/domain/today';
import { Zip, ZipDeflate } from 'fflate';
import type { Account } from '@wb/contract/accounts';
import { platformTenantId, setScopeTenant } from '@/db/transaction';
import { searchAccounts } from '@/modules/accounts/accounts.service';
import { enterNamedTenant, isSuperAdmin } from '@/modules/tenant-users/acting-tenant';
import { appendAudit } from '@/platform/audit/audit';
import type { Ctx } from '@/platform/context';
import { notFound } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { insertErasure } from './gdpr.queries';

type Row = Record<string, unknown>;
export type Tables = Record<string, Row[]>;

/**
 * The company a GDPR request is for: a tenant admin's own (naming another answers 404, as a
 * missing one does); the super admin's named one (required), with the transaction scoped to it.
 */
export const gdprTenant = (ctx: Ctx, named: string | undefined): Promise<string> => enterNamedTenant(ctx, named);

/**
 * The audit event of a GDPR export or erasure of one subject (a customer account or a user), in
 * the company's chain. The super admin's is recorded in the platform's events too, naming the
 * company; the transaction is scoped to the platform after that, so this is the request's last work.
 */
export async function auditGdpr(
  ctx: Ctx,
  tenantId: string,
  action: 'gdpr.exported' | 'gdpr.erased',
  target: string,
  details: Record<string, unknown>,
): Promise<void> {
  const event = { actorUserId: ctx.principal?.userId ?? null, action, target, ip: ctx.ip };
  if (!isSuperAdmin(ctx)) {
    await appendAudit(ctx.tx, { ...event, tenantId, details }, { atEnd: true });
    return;
  }
  await appendAudit(ctx.tx, { ...event, tenantId, details });
  await setScopeTenant(ctx.tx, platformTenantId);
  await appendAudit(ctx.tx, { ...event, tenantId: platformTenantId, details: { ...details, tenantId } });
}

/**
 * The customer accounts of the request's company by name, number or city, to choose one for a GDPR
 * request: active and inactive ones, since a former customer has the same rights.
 */
export async function searchGdprAccounts(ctx: Ctx, q: { term: string; tenantId?: string }): Promise<Account[]> {
  const tenantId = await gdprTenant(ctx, q.tenantId);
  return searchAccounts({ ...ctx, tenantId }, q.term, 'any');
}

/** Everything the company holds about one customer account: the account and what refers to it. */
async function collectAccount(ctx: Ctx, tenantId: string, accountId: string): Promise<Tables> {
  const account = await ctx.tx
    .selectFrom('account')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!account) throw notFound('account');
  // The tables that refer to an account, each read with its own query (kysely types one table at a time).
  const of = async (table: 'salesOrder' | 'invoice' | 'quote' | 'payment' | 'packageTransaction'): Promise<Row[]> => {
    const query = ctx.tx
      .selectFrom(table as 'invoice')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('accountId', '=', accountId);
    return (await query.execute()) as Row[];
  };
  const audit = await ctx.tx
    .selectFrom('auditEvent')
    .select(['seq', 'occurredAt', 'action', 'target', 'details'])
    .where('tenantId', '=', tenantId)
    .where('target', '=', accountId)
    .orderBy('seq')
    .execute();
  return {
    account: [account as Row],
    orders: await of('salesOrder'),
    invoices: await of('invoice'),
    quotes: await of('quote'),
    payments: await of('payment'),
    package_transactions: await of('packageTransaction'),
    audit_events: audit as Row[],
  };
}

const cell = (v: unknown): string | number | boolean | null =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.toISOString()
      : typeof v === 'object'
        ? JSON.stringify(v)
        : (v as string | number | boolean);

function csvOf(rows: Row[]): string {
  const header = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => k !== 'searchText');
  return writeCsv(
    header,
    rows.map((r) => header.map((h) => cell(r[h]))),
  );
}

/**
 * The tables as a ZIP of one JSON and one CSV file each, streamed (fflate) as it is compressed;
 * `csv: false` leaves the CSV files out (the tenant archive, read back by a program).
 */
export function zipTables(tables: Tables, options: { csv?: boolean } = {}): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    out.write(Buffer.from(chunk));
    if (final) out.end();
  });
  const encoder = new TextEncoder();
  const add = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(encoder.encode(text), true);
  };
  // One file at a time on the next turns of the event loop, so a large export does not stall it.
  const entries = Object.entries(tables);
  let i = 0;
  const next = () => {
    const entry = entries[i++];
    if (!entry) {
      zip.end();
      return;
    }
    const [name, rows] = entry;
    add(
      `${name}.json`,
      JSON.stringify(rows, (_k, v: unknown) => (v instanceof Date ? v.toISOString() : v), 2),
    );
    if (options.csv !== false) add(`${name}.csv`, csvOf(rows));
    setImmediate(next);
  };
  setImmediate(next);
  return out;
}

/** GDPR export of one customer account: collected in the request's transaction and audited. */
export async function exportAccountData(ctx: Ctx, accountId: string, named?: string): Promise<{ tables: Tables; fileName: string }> {
  const tenantId = await gdprTenant(ctx, named);
  const tables = await collectAccount(ctx, tenantId, accountId);
  const number = String((tables.account?.[0] as { accountNumber?: string } | undefined)?.accountNumber ?? accountId);
  await auditGdpr(ctx, tenantId, 'gdpr.exported', accountId, { kind: 'account' });
  return { tables, fileName: `gdpr-account-${number.replace(/[^\w-]/g, '_')}.zip` };
}

/** An erased account's contact details, erased at once. */
const accountPersonalFields = {
  contactPerson: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  mobile: '',
  fax: '',
  website: '',
  iban: '',
  notes: '',
  status: 'inactive' as const,
};

/** What invoices need of an account (name, address, tax numbers), anonymised once their retention ends. */
export const accountRetainedFields = (accountNumber: string) => ({
  companyName: `Geanonimiseerd ${accountNumber}`,
  street: '',
  houseNumber: '',
  postalCode: '',
  city: '',
  vatNumber: '',
  kvkNumber: '',
});

/** The first day whose invoices are still within the fiscal retention period. */
export function retentionStart(today: string = todayInCompanyZone()): string {
  const [y, m, d] = today.split('-');
  // 29 February has no twin seven years back: the 28th.
  return `${Number(y) - fiscalRetentionYears}-${m}-${m === '02' && d === '29' ? '28' : d}`;
}

/**
 * Erases a customer account's personal data. What invoices within the fiscal retention period need
 * (name, address, VAT and KvK numbers) is kept until it ends; contact persons, e-mail, phones, IBAN
 * and notes go now. Without such invoices the whole record is anonymised. Orders and invoices stay
 * (the administration), referring to the anonymised account.
 */
export async function eraseAccountData(ctx: Ctx, accountId: string, named?: string): Promise<GdprErasure> {
  const tenantId = await gdprTenant(ctx, named);
  const account = await ctx.tx
    .selectFrom('account')
    .select(['id', 'accountNumber'])
    .where('tenantId', '=', tenantId)
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!account) throw notFound('account');
  const latest = await ctx.tx
    .selectFrom('invoice')
    .select((eb) => eb.fn.max('invoiceDate').as('last'))
    .where('tenantId', '=', tenantId)
    .where('accountId', '=', accountId)
    .where('invoiceDate', '>=', retentionStart())
    .executeTakeFirst();
  const max = latest?.last as unknown;
  const last = max instanceof Date ? max.toISOString().slice(0, 10) : max ? String(max).slice(0, 10) : null;
  const all = last ? accountPersonalFields : { ...accountPersonalFields, ...accountRetainedFields(account.accountNumber) };
  await ctx.tx.updateTable('account').set(all).where('tenantId', '=', tenantId).where('id', '=', accountId).execute();
  const retainedUntil = last ? `${Number(last.slice(0, 4)) + fiscalRetentionYears}${last.slice(4).replace('-02-29', '-02-28')}` : null;
  await insertErasure(ctx.tx, tenantId, {
    id: newId(),
    subjectKind: 'account',
    subjectId: accountId,
    erasedBy: ctx.principal?.userId ?? null,
    retainedUntil,
  });
  await auditGdpr(ctx, tenantId, 'gdpr.erased', accountId, { kind: 'account', retainedForInvoices: last !== null, retainedUntil });
  const erased: GdprItem[] = ['contactDetails', 'bankDetails', 'notes'];
  const kept: GdprItem[] = ['orders', 'invoices', 'auditEvents'];
  (last ? kept : erased).unshift('companyName', 'address', 'taxNumbers');
  return { accountId, anonymised: true, retainedForInvoices: last !== null, retainedUntil, erased, kept };
}
