import type { Account } from '@wb/contract/accounts';
import type { FieldIssue } from '@wb/contract/errors';
import type { createInvoiceInputSchema, Invoice, updateInvoiceInputSchema } from '@wb/contract/invoices';
import { dueDateOf } from '@wb/domain/invoice-state';
import { costPriceOf, unitWeightOf } from '@wb/domain/order-line';
import { computeDocumentTotals, type DocumentTotals, lineNet } from '@wb/domain/order-totals';
import type { z } from 'zod';
import type { TenantCtx } from '@/platform/context';
import { invalidFields } from '@/platform/errors';
import { newId } from '@/platform/ids';
import { getAccount } from '@/modules/accounts/accounts.service';
import { getSaleItems } from '@/modules/items/item-sales.service';
import { findEmployees } from '@/modules/orders/order-options.service';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { deleteInvoiceLines, type InvoiceLineValues, insertInvoiceLines } from './invoice-lines.queries';
import { insertInvoiceOrders } from './invoice-orders.queries';
import { insertInvoice, selectInvoice, updateInvoiceRow } from './invoices.queries';
import { auditInvoice, getInvoice, invoiceConflict, invoiceNotFound } from './invoices.service';

type CreateInput = z.output<typeof createInvoiceInputSchema>;
type UpdateInput = z.output<typeof updateInvoiceInputSchema>;
type LineInput = CreateInput['lines'][number];

const invalid = (problems: FieldIssue[]) => invalidFields(problems, 50);

/** Lines as stored: an item fills its number, name, unit (unless given), package amount, weight and cost. */
export async function buildInvoiceLines(ctx: TenantCtx, input: readonly LineInput[]): Promise<InvoiceLineValues[]> {
  const items = await getSaleItems(
    ctx,
    input.flatMap((line) => (line.itemId ? [line.itemId] : [])),
  );
  const problems: FieldIssue[] = [];
  const lines = input.map((line, index): InvoiceLineValues => {
    const item = line.itemId ? items.get(line.itemId) : undefined;
    if (line.itemId && !item) problems.push({ path: `lines.${index}.itemId`, key: 'invoices.unknownItem' });
    const discount = line.discount ?? '0';
    return {
      id: newId(),
      position: index + 1,
      itemId: item?.id ?? null,
      orderId: null,
      creditedLineId: null,
      itemNumber: item?.sku ?? '',
      itemName: item?.name ?? '',
      description: line.description,
      unit: line.unit || item?.unit || '',
      vatRate: line.vatRate,
      amount: line.quantity,
      price: line.price,
      discount,
      packageAmount: item?.packageAmount ?? null,
      unitWeight: item ? unitWeightOf(item) : null,
      costPrice: item ? costPriceOf(item) : null,
      lineNet: lineNet({ amount: line.quantity, price: line.price, discount }),
    };
  });
  if (problems.length) throw invalid(problems);
  return lines;
}

export function invoiceTotalsValues(totals: DocumentTotals, lineCount: number) {
  return {
    netTotal: totals.net,
    vatTotal: totals.vat,
    grossTotal: totals.gross,
    packages: totals.packages,
    weight: totals.weight,
    costTotal: totals.cost,
    profit: totals.profit,
    lineCount,
  };
}

/** Payment terms in days: given, else the account's, else the invoice settings' default. */
export async function paymentTermsFor(ctx: TenantCtx, account: Pick<Account, 'paymentTerms'>, given?: number | null): Promise<number> {
  if (given !== undefined && given !== null) return given;
  if (account.paymentTerms !== undefined && account.paymentTerms !== null) return account.paymentTerms;
  return (await getSettingsSection(ctx, 'invoices')).defaultPaymentTerms;
}

export type DraftHeader = {
  invoiceDate: string;
  dueDate?: string | null;
  paymentTerms?: number | null;
  reference?: string;
  notes?: string;
  route?: string;
  assignedTo?: string | null;
  deliveryDate?: string | null;
  deliveryCountry?: string;
};

/** The person an invoice is assigned to must be one of the company's active people (none: null). */
async function checkAssignee(ctx: TenantCtx, userId: string | null | undefined): Promise<void> {
  if (!userId) return;
  const employees = await findEmployees(ctx);
  if (!employees.some((e) => e.id === userId)) throw invalid([{ path: 'assignedTo', key: 'orders.unknownEmployee' }]);
}

/** Stores a draft with its lines (and the orders it invoices) and answers its id. */
export async function insertDraft(
  ctx: TenantCtx,
  account: Account,
  header: DraftHeader,
  lines: InvoiceLineValues[],
  orderIds: readonly string[] = [],
): Promise<string> {
  const { tenantId } = ctx;
  await checkAssignee(ctx, header.assignedTo);
  const paymentTerms = await paymentTermsFor(ctx, account, header.paymentTerms);
  const dueDate = header.dueDate ?? dueDateOf(header.invoiceDate, paymentTerms);
  if (dueDate < header.invoiceDate) throw invalid([{ path: 'dueDate', key: 'invoices.dueBeforeInvoice' }]);
  const id = newId();
  await insertInvoice(ctx.tx, tenantId, {
    id,
    invoiceNumber: null,
    creditedInvoiceId: null,
    accountId: account.id,
    invoiceDate: header.invoiceDate,
    dueDate,
    paymentTerms,
    reference: header.reference ?? '',
    notes: header.notes ?? '',
    route: header.route ?? '',
    assignedTo: header.assignedTo ?? null,
    deliveryDate: header.deliveryDate ?? null,
    deliveryCountry: header.deliveryCountry ?? '',
    sentTo: null,
    createdBy: ctx.principal?.userId ?? null,
    updatedBy: ctx.principal?.userId ?? null,
    ...invoiceTotalsValues(computeDocumentTotals(lines), lines.length),
  });
  await insertInvoiceLines(ctx.tx, tenantId, id, lines);
  await insertInvoiceOrders(ctx.tx, tenantId, id, orderIds);
  return id;
}

/** A new draft (pro-forma) invoice: no number yet, due date from the payment terms when not given. */
export async function createInvoice(ctx: TenantCtx, input: CreateInput): Promise<Invoice> {
  const account = await getAccount(ctx, input.accountId);
  const lines = await buildInvoiceLines(ctx, input.lines);
  const id = await insertDraft(ctx, account, input, lines);
  const invoice = await getInvoice(ctx, id);
  await auditInvoice(ctx, 'invoice.created', id, { accountId: account.id, gross: invoice.totals.gross, lines: lines.length });
  return invoice;
}

/** Saves a draft read at `version` (else 409); a final invoice is never changed (409). Lines sent replace all lines. */
export async function updateInvoice(ctx: TenantCtx, id: string, input: UpdateInput): Promise<Invoice> {
  const { tenantId } = ctx;
  const header = await selectInvoice(ctx.tx, tenantId, id, { forUpdate: true });
  if (!header) throw invoiceNotFound();
  if (header.status !== 'draft') throw invoiceConflict('status', 'invoices.final');
  if (header.version !== input.version) throw invoiceConflict('version', 'invoices.stale');
  const account = await getAccount(ctx, input.accountId ?? header.accountId);
  if (input.assignedTo !== header.assignedTo) await checkAssignee(ctx, input.assignedTo);
  const invoiceDate = input.invoiceDate ?? header.invoiceDate;
  const paymentTerms =
    input.paymentTerms !== undefined || input.accountId !== undefined
      ? await paymentTermsFor(ctx, account, input.paymentTerms)
      : header.paymentTerms;
  const termsChanged = input.invoiceDate !== undefined || paymentTerms !== header.paymentTerms;
  const dueDate = input.dueDate ?? (termsChanged ? dueDateOf(invoiceDate, paymentTerms) : header.dueDate);
  if (dueDate < invoiceDate) throw invalid([{ path: 'dueDate', key: 'invoices.dueBeforeInvoice' }]);
  const lines = input.lines ? await buildInvoiceLines(ctx, input.lines) : null;
  const totals = lines ? invoiceTotalsValues(computeDocumentTotals(lines), lines.length) : {};
  const saved = await updateInvoiceRow(ctx.tx, tenantId, id, header.version, {
    accountId: account.id,
    invoiceDate,
    dueDate,
    paymentTerms,
    ...(input.reference !== undefined ? { reference: input.reference } : {}),
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
    ...(input.route !== undefined ? { route: input.route } : {}),
    ...(input.assignedTo !== undefined ? { assignedTo: input.assignedTo } : {}),
    ...(input.deliveryDate !== undefined ? { deliveryDate: input.deliveryDate } : {}),
    ...(input.deliveryCountry !== undefined ? { deliveryCountry: input.deliveryCountry } : {}),
    ...totals,
    updatedBy: ctx.principal?.userId ?? null,
  });
  if (!saved) throw invoiceConflict('version', 'invoices.stale');
  if (lines) {
    await deleteInvoiceLines(ctx.tx, tenantId, id);
    await insertInvoiceLines(ctx.tx, tenantId, id, lines);
  }
  const invoice = await getInvoice(ctx, id);
  await auditInvoice(ctx, 'invoice.updated', id, { gross: invoice.totals.gross, lines: invoice.lines.length });
  return invoice;
}
