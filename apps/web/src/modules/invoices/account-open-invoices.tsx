import {
  Alert,
  Box,
  Chip,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AccountSummary } from '@wb/contract/accounts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '@/app/auth/auth-context';
import { can } from '@/app/auth/permissions';
import { describeError } from '@/app/messages';
import { formatDate } from '@/components/format';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { formatMoney } from '@/components/format';
import { useAccountSummary, useInvoices } from './invoices-api';

type Props = { accountId: string };

/**
 * The account page's money side: what is on order, what is owed (final invoices not settled,
 * overdue ones marked) and how much of the credit limit that uses, with the open invoices.
 * Lazy-load it there, like the open orders.
 */
export function AccountOpenInvoices({ accountId }: Props) {
  const { user } = useAuth();
  return can(user, 'invoices:read') ? <OpenInvoices accountId={accountId} /> : null;
}

function OpenInvoices({ accountId }: Props) {
  useLazyNamespace('invoices', 'accounts');
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const summary = useAccountSummary(accountId);
  const invoices = useInvoices({ accountId, open: 'true', kind: 'invoice', page: 1, pageSize: 50, sort: 'dueDate' });
  const money = (value: string) => formatMoney(value, i18n.language);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="account-open-invoices">
      <Typography variant="h6" gutterBottom>
        {t('accounts:money.title')}
      </Typography>
      {(summary.isError || invoices.isError) && <Alert severity="error">{describeError(t, summary.error ?? invoices.error)}</Alert>}
      {summary.data && <Figures summary={summary.data} money={money} />}
      <Typography variant="subtitle1" sx={{ mt: 2 }}>
        {t('accounts:money.openInvoices', { count: invoices.data?.total ?? 0 })}
      </Typography>
      {invoices.data?.items.length === 0 && <Typography color="text.secondary">{t('accounts:money.noOpenInvoices')}</Typography>}
      {!!invoices.data?.items.length && (
        // On a phone the table scrolls sideways in its own box, not the page.
        <TableContainer>
          <Table size="small" data-testid="account-open-invoices-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('invoices:fields.invoiceNumber')}</TableCell>
                <TableCell>{t('invoices:fields.invoiceDate')}</TableCell>
                <TableCell>{t('invoices:fields.dueDate')}</TableCell>
                <TableCell>{t('invoices:fields.status')}</TableCell>
                <TableCell align="right">{t('invoices:fields.gross')}</TableCell>
                <TableCell align="right">{t('invoices:fields.outstanding')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.data.items.map((invoice) => (
                <TableRow key={invoice.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(`/invoices/${invoice.id}/edit`)}>
                  <TableCell>{invoice.invoiceNumber}</TableCell>
                  <TableCell>{formatDate(invoice.invoiceDate, i18n.language)}</TableCell>
                  <TableCell>{formatDate(invoice.dueDate, i18n.language)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={invoice.status === 'overdue' ? 'error' : invoice.status === 'partially_paid' ? 'warning' : 'info'}
                      label={t(`invoices:status.${invoice.status}`)}
                    />
                  </TableCell>
                  <TableCell align="right">{money(invoice.gross)}</TableCell>
                  <TableCell align="right">{money(invoice.outstandingAmount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

function Figures({ summary, money }: { summary: AccountSummary; money: (value: string) => string }) {
  const { t } = useTranslation();
  const limit = summary.creditLimit === null ? null : Number(summary.creditLimit);
  const used = Number(summary.creditUsed);
  const share = limit ? Math.min(100, (used / limit) * 100) : 0;
  const over = limit !== null && used > limit;
  const rows: Array<[string, string, string]> = [
    ['open-orders', t('accounts:money.openOrders', { count: summary.openOrders.count }), money(summary.openOrders.gross)],
    ['outstanding', t('accounts:money.outstanding'), money(summary.openInvoices.outstanding)],
    ['credit-used', t('accounts:money.creditUsed'), money(summary.creditUsed)],
    [
      'credit-available',
      t('accounts:money.creditAvailable'),
      summary.creditAvailable === null ? t('accounts:detail.noLimit') : money(summary.creditAvailable),
    ],
  ];
  return (
    <Stack spacing={1}>
      {rows.map(([key, label, value]) => (
        <Stack key={key} direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography color="text.secondary">{label}</Typography>
          <Typography data-testid={`account-money-${key}`}>{value}</Typography>
        </Stack>
      ))}
      {summary.openInvoices.overdue > 0 && (
        <Alert severity="warning" data-testid="account-overdue">
          {t('accounts:money.overdue', { count: summary.openInvoices.overdue })}
        </Alert>
      )}
      {limit !== null && (
        <Box>
          <LinearProgress
            variant="determinate"
            value={share}
            color={over ? 'error' : share >= 80 ? 'warning' : 'primary'}
            aria-label={t('accounts:money.creditUsed')}
          />
          {over && (
            <Typography color="error" variant="body2" sx={{ mt: 0.5 }}>
              {t('accounts:money.overLimit')}
            </Typography>
          )}
        </Box>
      )}
    </Stack>
  );
}
