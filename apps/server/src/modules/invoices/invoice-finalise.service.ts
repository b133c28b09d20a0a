import type { creditInvoiceInputSchema, finaliseInvoiceInputSchema, Invoice } from '@wb/contract/invoices';
import { paymentStatusOf, statusAfterPayment } from '@wb/domain/invoice-state';
import { money } from '@wb/domain/money';
import { computeDocumentTotals, lineNet } from '@wb/domain/order-totals';
import type { z } from 'zod';
import { constraintOf, isUniqueViolation } from '@/db/savepoint';
import type { TenantCtx } from '@/platform/context';
import { fieldError } from '@/platform/errors';
import { withIdempotency } from '@/platform/idempotency';
import { newId } from '@/platform/ids';
import { assignNumber, takeNextNumber } from '@/modules/numbering/numbering.service';
import { todayInCompanyZone } from '@wb/domain/today';
import { type InvoiceLineValues, insertInvoiceLines, selectCreditedQuantities, selectInvoiceLines } from './invoice-lines.queries';
import { assertLegalCompanyDetails } from './invoice-legal';
import { invoiceTotalsValues } from './invoice-save.service';
import { insertInvoice, selectInvoice, updateInvoiceRow } from './invoices.queries';
import { auditInvoice, getInvoice, invoiceConflict, invoiceNotFound } from './invoices.service';

type FinaliseInput = z.output<typeof finaliseInvoiceInputSchema>;
type CreditInput = z.output<typeof creditInvoiceInputSchema>;

const isNumberClash = (err: unknown) => isUniqueViolation(err) && constraintOf(err) === 'invoice_tenant_id_invoice_number_key';
const numberInUse = () => invoiceConflict('invoiceNumber', 'invoices.numberInUse');

/**
 * Makes a draft final, once the company details hold what Dutch law requires: the next number of the tenant's invoice series is taken in this same
 * transaction (so a failure gives it back and numbers stay gap-free), and the invoice can no
 * longer be changed. With an Idempotency-Key a repeat answers the first result.
 */
export function finaliseInvoice(ctx: TenantCtx, id: string, input: FinaliseInput, idempotencyKey?: string): Promise<Invoice> {
  return withIdempotency(ctx, `invoice.finalise:${id}`, idempotencyKey, input, async () => {
    const { tenantId } = ctx;
    const header = await selectInvoice(ctx.tx, tenantId, id, { forUpdate: true });
    if (!header) throw invoiceNotFound();
    if (header.status !== 'draft') throw invoiceConflict('status', 'invoices.alreadyFinal');
    await assertLegalCompanyDetails(ctx);
    const invoiceNumber = await assignNumber(ctx, 'invoice', input.invoiceNumber);
    const saved = await updateInvoiceRow(ctx.tx, tenantId, id, header.version, {
      invoiceNumber,
      status: 'sent',
      finalisedAt: new Date(),
      updatedBy: ctx.principal?.userId ?? null,
    }).catch((err) => {
      throw isNumberClash(err) ? numberInUse() : err;
    });
    if (!saved) throw invoiceConflict('version', 'invoices.stale');
    await auditInvoice(ctx, 'invoice.finalised', id, { invoiceNumber, gross: header.gross });
    return getInvoice(ctx, id);
  });
}

/**
 * A credit note for a final invoice: negative lines referring to its lines, final and numbered in
 * the invoice series at once. Without lines it credits all that is left and the invoice becomes
 * cancelled. More than is left (per line, or in money) is refused with 409 and nothing written.
 */
export function creditInvoice(ctx: TenantCtx, id: string, input: CreditInput, idempotencyKey?: string): Promise<Invoice> {
  return withIdempotency(ctx, `invoice.credit:${id}`, idempotencyKey, input, async () => {
    const { tenantId } = ctx;
    const original = await selectInvoice(ctx.tx, tenantId, id, { forUpdate: true });
    if (!original) throw invoiceNotFound();
    if (original.kind === 'credit_note') throw invoiceConflict('kind', 'invoices.creditOfCredit');
    if (original.status === 'draft') throw invoiceConflict('status', 'invoices.notFinal');
    await assertLegalCompanyDetails(ctx);
    const lines = await selectInvoiceLines(ctx.tx, tenantId, id);
    const credited = await selectCreditedQuantities(ctx.tx, tenantId, id);
    const left = new Map(lines.map((line) => [line.id, money(line.amount).minus(credited.get(line.id) ?? '0')]));
    const wanted = input.lines ?? lines.map((line) => ({ lineId: line.id, quantity: (left.get(line.id) ?? money(0)).toFixed(4) }));

    const creditLines: InvoiceLineValues[] = [];
    for (const [index, want] of wanted.entries()) {
      const line = lines.find((l) => l.id === want.lineId);
      if (!line) {
        throw fieldError('VALIDATION_FAILED', `lines.${index}.lineId`, 'invoices.unknownLine');
      }
      const quantity = money(want.quantity);
      if (quantity.isZero() && !input.lines) continue;
      if (quantity.gt(left.get(line.id) ?? 0)) throw invoiceConflict(`lines.${index}.quantity`, 'invoices.creditTooLarge');
      const amount = quantity.negated().toFixed(4);
      creditLines.push({
        ...line,
        id: newId(),
        position: creditLines.length + 1,
        creditedLineId: line.id,
        amount,
        lineNet: lineNet({ amount, price: line.price, discount: line.discount }),
      });
      left.set(line.id, (left.get(line.id) ?? money(0)).minus(quantity));
    }
    if (creditLines.length === 0) throw invoiceConflict('lines', 'invoices.creditTooLarge');
    const totals = computeDocumentTotals(creditLines);
    const creditedBefore = money(original.due).minus(original.gross);
    // The money check guards partial credits. The note that takes everything left is allowed past it
    // by its rounding: VAT rounded per note can come to a cent more over several notes than on the invoice.
    const takesTheRest = [...left.values()].every((rest) => rest.lte(0));
    if (!takesTheRest && creditedBefore.plus(totals.gross).abs().gt(money(original.gross).abs()))
      throw invoiceConflict('lines', 'invoices.creditTooLarge');

    const creditId = newId();
    const invoiceDate = input.invoiceDate ?? todayInCompanyZone();
    const invoiceNumber = await takeNextNumber(ctx, 'invoice');
    await insertInvoice(ctx.tx, tenantId, {
      id: creditId,
      kind: 'credit_note',
      invoiceNumber,
      creditedInvoiceId: id,
      accountId: original.accountId,
      invoiceDate: invoiceDate < original.invoiceDate ? original.invoiceDate : invoiceDate,
      dueDate: invoiceDate < original.invoiceDate ? original.invoiceDate : invoiceDate,
      paymentTerms: 0,
      reference: original.invoiceNumber ?? '',
      notes: input.reason ?? '',
      route: original.route,
      assignedTo: original.assignedTo,
      status: 'sent',
      finalisedAt: new Date(),
      sentTo: null,
      createdBy: ctx.principal?.userId ?? null,
      updatedBy: ctx.principal?.userId ?? null,
      ...invoiceTotalsValues(totals, creditLines.length),
    }).catch((err) => {
      throw isNumberClash(err) ? numberInUse() : err;
    });
    await insertInvoiceLines(ctx.tx, tenantId, creditId, creditLines);

    const fullyCredited = takesTheRest;
    const due = money(original.due).plus(totals.gross).toFixed(2);
    const status = fullyCredited ? 'cancelled' : statusAfterPayment(original.status, paymentStatusOf(due, original.paidAmount));
    await updateInvoiceRow(ctx.tx, tenantId, id, original.version, { status, updatedBy: ctx.principal?.userId ?? null });
    await auditInvoice(ctx, 'invoice.credited', id, {
      creditNoteId: creditId,
      invoiceNumber,
      gross: totals.gross,
      cancelled: fullyCredited,
    });
    return getInvoice(ctx, creditId);
  });
}

/**
 * Books a payment (or its reversal, negative) against a final invoice: the paid amount and the
 * status (sent, partially paid, paid) follow. For the payments module, in its transaction.
 */
export async function applyInvoicePayment(ctx: TenantCtx, id: string, amount: string): Promise<Invoice> {
  const { tenantId } = ctx;
  const header = await selectInvoice(ctx.tx, tenantId, id, { forUpdate: true });
  if (!header) throw invoiceNotFound();
  if (header.status === 'draft') throw invoiceConflict('status', 'invoices.notFinal');
  const paidAmount = money(header.paidAmount).plus(amount).toFixed(2);
  const status = statusAfterPayment(header.status, paymentStatusOf(header.due, paidAmount));
  await updateInvoiceRow(ctx.tx, tenantId, id, header.version, { paidAmount, status, updatedBy: ctx.principal?.userId ?? null });
  await auditInvoice(ctx, 'invoice.payment', id, { amount, paidAmount });
  return getInvoice(ctx, id);
}
