import { Box, Card, CardActionArea, Stack, Typography } from '@mui/material';
import type { InvoiceSummary } from '@wb/contract/invoices';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '@/components/format';

type Props = { invoice: InvoiceSummary; colour?: string; action?: ReactNode };

/** An invoice in brief on the kanban: number, customer, amount, what is still open and when it is due. */
export function InvoiceCard({ invoice, colour, action }: Props) {
  const { t, i18n } = useTranslation();
  const open = Number(invoice.outstandingAmount) !== 0 && invoice.status !== 'draft';
  return (
    <Card
      variant="outlined"
      data-testid="invoice-card"
      data-invoice-id={invoice.id}
      sx={{ borderInlineStart: 4, borderInlineStartColor: colour ?? 'divider' }}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start' }}>
        <CardActionArea component={Link} to={`/invoices/${invoice.id}/edit`} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ p: 1.5 }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography variant="subtitle2" noWrap>
                <bdi>{invoice.invoiceNumber ?? t('invoices:draftNumber')}</bdi>
                {invoice.kind === 'credit_note' ? ` (${t('invoices:creditNote')})` : ''}
              </Typography>
              <Typography variant="subtitle2" noWrap>
                {formatMoney(invoice.gross, i18n.language)}
              </Typography>
            </Stack>
            <Typography variant="body2" noWrap title={invoice.accountName}>
              <bdi>{invoice.accountName}</bdi>
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              {t('invoices:board.due', { date: formatDate(invoice.dueDate, i18n.language) })}
              {open ? ` · ${t('invoices:board.open', { amount: formatMoney(invoice.outstandingAmount, i18n.language) })}` : ''}
            </Typography>
          </Box>
        </CardActionArea>
        {action}
      </Stack>
    </Card>
  );
}
