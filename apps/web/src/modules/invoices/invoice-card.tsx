import type { InvoiceSummary } from '@wb/contract/invoices';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@/components/format';
import { KanbanCard } from '@/components/kanban/kanban-card';

type Props = { invoice: InvoiceSummary; colour?: string; action?: ReactNode };

/** An invoice in brief on the kanban: number, customer, amount, what is still open and when it is due. */
export function InvoiceCard({ invoice, colour, action }: Props) {
  const { t, i18n } = useTranslation();
  const open = Number(invoice.outstandingAmount) !== 0 && invoice.status !== 'draft';
  return (
    <KanbanCard
      to={`/invoices/${invoice.id}/edit`}
      colour={colour}
      data={{ 'data-testid': 'invoice-card', 'data-invoice-id': invoice.id }}
      title={
        <>
          <bdi>{invoice.invoiceNumber ?? t('invoices:draftNumber')}</bdi>
          {invoice.kind === 'credit_note' ? ` (${t('invoices:creditNote')})` : ''}
        </>
      }
      amount={formatMoney(invoice.gross, i18n.language)}
      party={invoice.accountName}
      caption={
        <>
          {t('invoices:board.due', { date: formatDate(invoice.dueDate, i18n.language) })}
          {open ? ` · ${t('invoices:board.open', { amount: formatMoney(invoice.outstandingAmount, i18n.language) })}` : ''}
        </>
      }
      action={action}
    />
  );
}
