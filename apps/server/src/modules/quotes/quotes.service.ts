import type { Account } from '@wb/contract/accounts';
import type {
  AcceptQuoteResult,
  createQuoteInputSchema,
  listQuotesQuerySchema,
  Quote,
  QuotePage,
  QuoteStatus,
  updateQuoteInputSchema,
} from '@wb/contract/quotes';
import { computeDocumentTotals } from '@wb/domain/order-totals';
import { todayInCompanyZone } from '@wb/domain/today';
import type { z } from 'zod';
import { appendAudit } from '@/platform/audit/audit';
import type { TenantCtx } from '@/platform/context';
import { AppError } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { pageOffset, parseSort } from '@/platform/lists/list-sort';
import { getAccount } from '@/modules/accounts/accounts.service';
import { takeNextNumber } from '@/modules/numbering/numbering.service';
import { buildOrderLines, createOrder, totalsValues } from '@/modules/orders/order-save.service';
import type { StoredLine } from '@/modules/orders/order-line-merge';
import { quoteConflict, quoteNotFound } from './quote-errors';
import { toQuote, toQuoteSummary } from './quote-record';
import {
  deleteQuoteRow,
  expireQuotesBefore,
  insertQuote,
  linkOrderToQuote,
  type QuoteRow,
  type QuoteSortColumn,
  replaceQuoteLines,
  selectQuote,
  selectQuoteCount,
  selectQuoteLines,
  selectQuotePage,
  updateQuoteRow,
} from './quotes.queries';

type ListQuery = z.output<typeof listQuotesQuerySchema>;

const sortColumns: Record<string, QuoteSortColumn> = {
  quoteNumber: 'q.quote_number',
  quoteDate: 'q.quote_date',
  validUntil: 'q.valid_until',
  accountName: 'a.company_name',
  gross: 'q.gross_total',
  status: 'q.status',
};

export const quoteSort = (sort: string | undefined) => parseSort(sort, sortColumns, { column: 'q.quote_date', direction: 'desc' } as const);

/** How long a quote is valid when no date is given. */
export const defaultValidityDays = 30;

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export async function findQuotes(ctx: TenantCtx, query: ListQuery): Promise<QuotePage> {
  const { page, pageSize, sort, ...filter } = query;
  const rows = await selectQuotePage(ctx.tx, ctx.tenantId, filter, quoteSort(sort), {
    limit: pageSize,
    offset: pageOffset(page, pageSize),
  });
  const total = await selectQuoteCount(ctx.tx, ctx.tenantId, filter);
  return { items: rows.map(toQuoteSummary), total, page, pageSize };
}

export async function getQuote(ctx: TenantCtx, id: string): Promise<Quote> {
  const row = await selectQuote(ctx.tx, ctx.tenantId, id);
  if (!row) throw quoteNotFound();
  return toQuote(row, await selectQuoteLines(ctx.tx, ctx.tenantId, id));
}

/** The quote locked for a change, at the version the caller read (when given): else 404 or 409. */
export async function lockQuote(ctx: TenantCtx, id: string, version?: number): Promise<QuoteRow> {
  const row = await selectQuote(ctx.tx, ctx.tenantId, id, { forUpdate: true });
  if (!row) throw quoteNotFound();
  if (version !== undefined && row.version !== version) throw quoteConflict('version', 'stale');
  return row;
}

/** Appended as the transaction's last work: the tenant's audit lock is held only until the commit. */
export function auditQuote(ctx: TenantCtx, action: string, id: string, details: Record<string, unknown>): Promise<void> {
  return appendAudit(
    ctx.tx,
    { tenantId: ctx.tenantId, actorUserId: ctx.principal?.userId ?? null, action, target: `quote:${id}`, ip: ctx.ip, details },
    { atEnd: true },
  );
}

/** A blocked account is offered nothing: the order rule, told with the reason. */
function checkQuotable(account: Account): void {
  if (account.blocked) throw new AppError('ACCOUNT_BLOCKED', 'quotes.accountBlocked', { reason: account.blocked.reason });
}

/** The lines priced as an order's (items' facts and prices, the account's discount unless given). */
async function priceLines(ctx: TenantCtx, input: ListLines, account: Account, existing: StoredLine[] = []) {
  const merge = await buildOrderLines(ctx, input, new Map(existing.map((line) => [line.id, line])), account.discount);
  return { lines: merge.lines, totals: totalsValues(computeDocumentTotals(merge.lines), merge.lines.length) };
}
type ListLines = z.output<typeof createQuoteInputSchema>['lines'];

const pickTotals = (t: ReturnType<typeof totalsValues>) => ({
  netTotal: t.netTotal,
  vatTotal: t.vatTotal,
  grossTotal: t.grossTotal,
  lineCount: t.lineCount,
});

export async function createQuote(ctx: TenantCtx, input: z.output<typeof createQuoteInputSchema>): Promise<Quote> {
  const { tenantId } = ctx;
  const account = await getAccount(ctx, input.accountId);
  checkQuotable(account);
  const { lines, totals } = await priceLines(ctx, input.lines, account);
  const quoteDate = input.quoteDate ?? todayInCompanyZone();
  const validUntil = input.validUntil ?? addDays(quoteDate, defaultValidityDays);
  if (validUntil < quoteDate) throw quoteConflict('validUntil', 'validBeforeDate');
  const id = newId();
  const quoteNumber = await takeNextNumber(ctx, 'quote');
  await insertQuote(ctx.tx, tenantId, {
    id,
    quoteNumber,
    quoteDate,
    validUntil,
    accountId: account.id,
    notes: input.notes ?? '',
    ...pickTotals(totals),
    createdBy: ctx.principal?.userId ?? null,
  });
  await replaceQuoteLines(ctx.tx, tenantId, id, lines);
  await auditQuote(ctx, 'quote.created', id, { quoteNumber, accountId: account.id, gross: totals.grossTotal, lines: lines.length });
  return getQuote(ctx, id);
}

const editable: QuoteStatus[] = ['draft', 'sent'];

export async function updateQuote(ctx: TenantCtx, id: string, input: z.output<typeof updateQuoteInputSchema>): Promise<Quote> {
  const { tenantId } = ctx;
  const row = await lockQuote(ctx, id, input.version);
  if (!editable.includes(row.status)) throw quoteConflict('status', 'notEditable');
  const account = await getAccount(ctx, input.accountId ?? row.accountId);
  if (input.accountId && input.accountId !== row.accountId) checkQuotable(account);
  const quoteDate = input.quoteDate ?? row.quoteDate;
  const validUntil = input.validUntil ?? row.validUntil;
  if (validUntil < quoteDate) throw quoteConflict('validUntil', 'validBeforeDate');
  let totals = {};
  if (input.lines) {
    const existing = (await selectQuoteLines(ctx.tx, tenantId, id)).map(({ lotNumber: _, ...line }) => line);
    const priced = await priceLines(ctx, input.lines, account, existing);
    await replaceQuoteLines(ctx.tx, tenantId, id, priced.lines);
    totals = pickTotals(priced.totals);
  }
  const saved = await updateQuoteRow(ctx.tx, tenantId, id, row.version, {
    accountId: account.id,
    quoteDate,
    validUntil,
    notes: input.notes ?? row.notes,
    ...totals,
    updatedBy: ctx.principal?.userId ?? null,
  });
  if (!saved) throw quoteConflict('version', 'stale');
  await auditQuote(ctx, 'quote.updated', id, { quoteNumber: row.quoteNumber, lines: input.lines?.length ?? null });
  return getQuote(ctx, id);
}

/** Deletes a draft; a quote that went out stays (decline it instead). */
export async function deleteQuote(ctx: TenantCtx, id: string): Promise<void> {
  const row = await lockQuote(ctx, id);
  if (row.status !== 'draft') throw quoteConflict('status', 'notDeletable');
  await deleteQuoteRow(ctx.tx, ctx.tenantId, id);
  await auditQuote(ctx, 'quote.deleted', id, { quoteNumber: row.quoteNumber });
}

/** The customer declined a sent quote. */
export async function declineQuote(ctx: TenantCtx, id: string): Promise<Quote> {
  const row = await lockQuote(ctx, id);
  if (row.status !== 'sent') throw quoteConflict('status', 'notDeclinable');
  await updateQuoteRow(ctx.tx, ctx.tenantId, id, row.version, {
    status: 'declined',
    decidedAt: new Date(),
    updatedBy: ctx.principal?.userId ?? null,
  });
  await auditQuote(ctx, 'quote.declined', id, { quoteNumber: row.quoteNumber });
  return getQuote(ctx, id);
}

/**
 * The customer accepted a sent quote: in this one transaction the order is made (by the order
 * rules: a blocked account is refused, numbered by the order series, the credit limit checked)
 * with the quote's lines at the quote's prices and discounts, and the two are linked both ways.
 */
export async function acceptQuote(ctx: TenantCtx, id: string, today = todayInCompanyZone()): Promise<AcceptQuoteResult> {
  const { tenantId } = ctx;
  const row = await lockQuote(ctx, id);
  if (row.status !== 'sent') throw quoteConflict('status', 'notAcceptable');
  if (row.validUntil < today) throw quoteConflict('validUntil', 'expiredNotAcceptable', { date: row.validUntil });
  const account = await getAccount(ctx, row.accountId);
  checkQuotable(account);
  const lines = await selectQuoteLines(ctx.tx, tenantId, id);
  const order = await createOrder(ctx, {
    accountId: row.accountId,
    notes: row.notes ? `${row.quoteNumber}: ${row.notes}`.slice(0, 5000) : row.quoteNumber,
    lines: lines.map((line) => ({
      itemId: line.itemId,
      lotId: line.lotId,
      amount: line.amount,
      price: line.price,
      discount: line.discount,
    })),
  });
  await linkOrderToQuote(ctx.tx, tenantId, order.id, id);
  await updateQuoteRow(ctx.tx, tenantId, id, row.version, {
    status: 'accepted',
    decidedAt: new Date(),
    orderId: order.id,
    updatedBy: ctx.principal?.userId ?? null,
  });
  await auditQuote(ctx, 'quote.accepted', id, { quoteNumber: row.quoteNumber, orderId: order.id, orderNumber: order.orderNumber });
  return { quote: await getQuote(ctx, id), orderId: order.id, orderNumber: order.orderNumber };
}

/** Sent quotes past their valid-until date become expired (the daily job, or on demand). */
export async function expireQuotes(ctx: TenantCtx, today = todayInCompanyZone()): Promise<{ expired: number }> {
  const expired = await expireQuotesBefore(ctx.tx, ctx.tenantId, today);
  for (const quote of expired) await auditQuote(ctx, 'quote.expired', quote.id, { quoteNumber: quote.quoteNumber });
  return { expired: expired.length };
}
