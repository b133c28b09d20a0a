import type { Payment } from '@wb/contract/payments';
import { formatMoney } from '@wb/domain/format/numbers';
import type { TenantCtx } from '@/platform/context';
import { queueMail } from '@/platform/mail/mail-outbox';
import { getAccount } from '@/modules/accounts/accounts.service';
import { getSettingsSection } from '@/modules/settings/settings.service';
import { selectPayment } from './payments.queries';
import { auditPayment, paymentConflict, paymentNotFound, paymentOf } from './payments.service';

const texts = {
  nl: {
    subject: (reference: string, company: string) => `Betaalverzoek ${reference} – ${company}`,
    body: (reference: string, amount: string, link: string, company: string) => [
      'Beste klant,',
      '',
      `U kunt factuur ${reference} (${amount}) direct betalen met iDEAL via deze link:`,
      link,
      '',
      `Met vriendelijke groet,\n${company}`,
    ],
  },
  en: {
    subject: (reference: string, company: string) => `Payment request ${reference} – ${company}`,
    body: (reference: string, amount: string, link: string, company: string) => [
      'Dear customer,',
      '',
      `You can pay invoice ${reference} (${amount}) directly with iDEAL using this link:`,
      link,
      '',
      `Kind regards,\n${company}`,
    ],
  },
};

/**
 * E-mails the payment link of an iDEAL payment (through the mail outbox, in the transaction), in
 * the customer's language (the PDF's: Dutch in the Netherlands, else English) with the amount
 * written for it.
 */
export async function emailPaymentLink(ctx: TenantCtx, id: string, to: string): Promise<Payment> {
  const { tenantId } = ctx;
  const row = await selectPayment(ctx.tx, tenantId, { id });
  if (!row) throw paymentNotFound();
  if (!row.checkoutUrl || row.status !== 'pending') throw paymentConflict('status', 'payments.idealFailed');
  const company = await getSettingsSection(ctx, 'companyDetails');
  const country = row.accountId ? (await getAccount(ctx, row.accountId)).country : '';
  const language = country && country !== 'NL' ? 'en' : 'nl';
  const text = texts[language];
  await queueMail(ctx.tx, tenantId, {
    purpose: 'payments.link',
    to,
    subject: text.subject(row.reference, company.name),
    text: text.body(row.reference, formatMoney(row.amount, language), row.checkoutUrl, company.name).join('\n'),
  });
  await auditPayment(ctx, 'payment.link_sent', id, { to });
  return paymentOf(ctx, row);
}
