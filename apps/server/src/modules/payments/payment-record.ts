import type { Payment, PaymentSummary } from '@wb/contract/payments';
import { money } from '@wb/domain/money';
import type { AllocationRow, PaymentRow } from './payments.queries';

type RefundRow = { id: string; amount: string; description: string; status: string; providerRefundId: string | null; createdAt: Date };

/** A payment as the API answers it. */
export function toPayment(row: PaymentRow, allocations: AllocationRow[], refunds: RefundRow[]): Payment {
  return {
    id: row.id,
    publicId: row.publicId,
    account:
      row.accountId && row.accountNumber !== null && row.accountName !== null
        ? { id: row.accountId, accountNumber: row.accountNumber, companyName: row.accountName }
        : null,
    amount: row.amount,
    refundedAmount: row.refundedAmount,
    allocatedAmount: allocations.reduce((sum, a) => sum.plus(a.amount).minus(a.reversed), money(0)).toFixed(2),
    currency: 'EUR',
    paymentDate: row.paymentDate,
    method: row.method as Payment['method'],
    reference: row.reference,
    notes: row.notes,
    status: row.status as Payment['status'],
    provider: row.provider,
    providerPaymentId: row.providerPaymentId,
    providerStatus: row.providerStatus,
    checkoutUrl: row.checkoutUrl,
    qrCode: row.qrCode,
    statusPage: `/payment-status/${row.publicId}`,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    terminalId: row.terminalId,
    terminalStep: row.terminalStep as Payment['terminalStep'],
    allocations: allocations.map((a) => ({
      invoiceId: a.invoiceId,
      invoiceNumber: a.invoiceNumber,
      amount: a.amount,
      reversed: a.reversed,
    })),
    refunds: refunds.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPaymentSummary(row: PaymentRow, invoiceNumbers: string[]): PaymentSummary {
  return {
    id: row.id,
    paymentDate: row.paymentDate,
    amount: row.amount,
    refundedAmount: row.refundedAmount,
    method: row.method as PaymentSummary['method'],
    status: row.status as PaymentSummary['status'],
    reference: row.reference,
    provider: row.provider,
    accountId: row.accountId,
    accountName: row.accountName,
    invoiceNumbers,
    version: row.version,
  };
}
