import { todayInCompanyZone } from '@wb/domain/today';
import type { Tx } from '@/db/transaction';
import { ctxOf, type TenantCtx } from '@/platform/context';
import { creditInvoice, finaliseInvoice } from '@/modules/invoices/invoice-finalise.service';
import { createInvoice } from '@/modules/invoices/invoice-save.service';
import { recordRefund, registerPayment } from './payments.service';

const isoDaysAgo = (days: number) => todayInCompanyZone(Date.now() - days * 86_400_000);

/**
 * Demo invoices with payments, in Dutch: one paid by bank transfer, one paid in part in cash,
 * one split payment over two invoices, one refunded in part, and open ones to try iDEAL, the
 * terminal and a bank statement on. Answers how many payments were made.
 */
export async function seedDemoPayments(tx: Tx, tenantId: string, userIds: string[]): Promise<number> {
  const actor = userIds[0] ?? null;
  const principal = actor ? { userId: actor, sessionId: '', tenantId, role: 'TENANT_ADMIN' as const, permissions: {} } : null;
  const ctx: TenantCtx = ctxOf(tx, { tenantId, principal, userAgent: 'seed' });
  const accounts = await tx
    .selectFrom('account')
    .select(['id', 'companyName'])
    .where('tenantId', '=', tenantId)
    .where('status', '=', 'active')
    .where('blockedAt', 'is', null)
    .orderBy('accountNumber')
    .limit(4)
    .execute();
  const [first, second] = accounts;
  if (!first || !second) return 0;
  const third = accounts[2] ?? first;
  const fourth = accounts[3] ?? second;
  const invoice = async (accountId: string, daysAgo: number, lines: Array<[string, string, string, 21 | 9 | 0]>) => {
    const draft = await createInvoice(ctx, {
      accountId,
      invoiceDate: isoDaysAgo(daysAgo),
      lines: lines.map(([description, quantity, price, vatRate]) => ({ description, quantity, price, vatRate })),
    } as never);
    return finaliseInvoice(ctx, draft.id, {});
  };
  const paid = await invoice(first.id, 20, [
    ['Volle melk 1 L (krat 12)', '10', '13.20', 9],
    ['Bezorgkosten', '1', '12.50', 21],
  ]);
  const partly = await invoice(second.id, 16, [['Kaas jong belegen 1 kg', '8', '11.95', 9]]);
  const splitA = await invoice(third.id, 12, [['Eieren scharrel (doos 30)', '6', '6.40', 9]]);
  const splitB = await invoice(third.id, 9, [['Boter roomboter 250 g', '40', '2.35', 9]]);
  const refunded = await invoice(fourth.id, 7, [['Yoghurt volle 1 L', '24', '1.65', 9]]);
  // Open, to try iDEAL, the terminal or a bank statement on.
  await invoice(first.id, 3, [['Karnemelk 1 L', '30', '1.05', 9]]);
  await invoice(second.id, 1, [['Slagroom 250 ml', '20', '1.89', 9]]);
  // A credit note, so a corrected invoice shows next to its payments.
  await creditInvoice(ctx, partly.id, {
    lines: [{ lineId: partly.lines[0]?.id ?? '', quantity: '1' }],
    reason: 'Eén kaas beschadigd geleverd',
  } as never);

  let made = 0;
  const pay = async (input: Parameters<typeof registerPayment>[1]) => {
    made += 1;
    return registerPayment(ctx, input);
  };
  await pay({
    amount: paid.outstandingAmount,
    paymentDate: isoDaysAgo(10),
    method: 'bank_transfer',
    reference: paid.invoiceNumber ?? '',
    notes: `Overboeking ${first.companyName}`,
    status: 'completed',
    allocations: [{ invoiceId: paid.id, amount: paid.outstandingAmount }],
  });
  await pay({
    amount: '50.00',
    paymentDate: isoDaysAgo(8),
    method: 'cash',
    reference: 'Contant bij levering',
    notes: 'Restant volgt met de volgende levering',
    status: 'completed',
    allocations: [{ invoiceId: partly.id, amount: '50.00' }],
  });
  const splitTotal = (Number(splitA.outstandingAmount) + Number(splitB.outstandingAmount)).toFixed(2);
  await pay({
    amount: splitTotal,
    paymentDate: isoDaysAgo(4),
    method: 'sepa',
    reference: `${splitA.invoiceNumber} ${splitB.invoiceNumber}`,
    notes: 'Eén overboeking voor twee facturen',
    status: 'completed',
    allocations: [
      { invoiceId: splitA.id, amount: splitA.outstandingAmount },
      { invoiceId: splitB.id, amount: splitB.outstandingAmount },
    ],
  });
  const card = await pay({
    amount: refunded.outstandingAmount,
    paymentDate: isoDaysAgo(6),
    method: 'debit_card',
    reference: refunded.invoiceNumber ?? '',
    status: 'completed',
    allocations: [{ invoiceId: refunded.id, amount: refunded.outstandingAmount }],
  });
  await recordRefund(ctx, card.id, { amount: '9.90', description: 'Zes pakken yoghurt retour (over datum)' });
  return made;
}
