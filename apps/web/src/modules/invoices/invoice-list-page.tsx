import AddIcon from '@mui/icons-material/Add';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {
  Alert,
  Button,
  Card,
  Chip,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type InvoicePaymentStatus, type InvoiceStatus, invoicePaymentStatuses, invoiceStatuses } from '@wb/contract/invoices';
import { useState } from 'react';
import { DateRangeFields } from '@/components/date-range-fields';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { describeError } from '@/app/messages';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { InvoicesFromOrdersDialog } from './invoices-from-orders-dialog';
import { useInvoices } from './invoices-api';
import { formatDate, formatMoney, formatQuantity } from '@/components/format';

const statusColour: Record<InvoiceStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  draft: 'default',
  sent: 'info',
  paid: 'success',
  partially_paid: 'warning',
  overdue: 'error',
  cancelled: 'default',
};

export default function InvoiceListPage() {
  useLazyNamespace('invoices');
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [paymentStatus, setPaymentStatus] = useState<InvoicePaymentStatus | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [overdue, setOverdue] = useState(false);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const [fromOrders, setFromOrders] = useState(false);
  const list = useInvoices({
    q: q || undefined,
    status: status || undefined,
    paymentStatus: paymentStatus || undefined,
    from: from || undefined,
    to: to || undefined,
    overdue: overdue ? 'true' : undefined,
    page: page + 1,
    pageSize,
  } as never);
  const money = (value: string) => formatMoney(value, i18n.language);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('invoices:title')}
        </Typography>
        <Button startIcon={<ReceiptLongIcon />} onClick={() => setFromOrders(true)} data-testid="invoices-from-orders">
          {t('invoices:fromOrders.open')}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} component={Link} to="/invoices/new" data-testid="invoice-new">
          {t('invoices:new')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          size="small"
          label={t('invoices:filters.search')}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(0);
          }}
        />
        <TextField
          select
          size="small"
          sx={{ minWidth: 160 }}
          label={t('invoices:fields.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as InvoiceStatus | '');
            setPage(0);
          }}
        >
          <MenuItem value="">{t('invoices:filters.all')}</MenuItem>
          {invoiceStatuses.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`invoices:status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          sx={{ minWidth: 160 }}
          label={t('invoices:fields.paymentStatus')}
          value={paymentStatus}
          onChange={(e) => {
            setPaymentStatus(e.target.value as InvoicePaymentStatus | '');
            setPage(0);
          }}
        >
          <MenuItem value="">{t('invoices:filters.all')}</MenuItem>
          {invoicePaymentStatuses.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`invoices:paymentStatus.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <DateRangeFields
          from={from}
          to={to}
          onFrom={setFrom}
          onTo={setTo}
          labels={[t('invoices:filters.from'), t('invoices:filters.to')]}
        />
        <FormControlLabel
          control={<Switch checked={overdue} onChange={(e) => setOverdue(e.target.checked)} />}
          label={t('invoices:filters.overdue')}
        />
      </Stack>
      {list.error && <Alert severity="error">{describeError(t, list.error)}</Alert>}
      <Card>
        <TableContainer>
          <Table size="small" data-testid="invoice-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('invoices:fields.invoiceNumber')}</TableCell>
                <TableCell>{t('invoices:fields.account')}</TableCell>
                <TableCell>{t('invoices:fields.invoiceDate')}</TableCell>
                <TableCell>{t('invoices:fields.dueDate')}</TableCell>
                <TableCell>{t('invoices:fields.status')}</TableCell>
                <TableCell align="right">{t('invoices:fields.gross')}</TableCell>
                <TableCell align="right">{t('invoices:fields.outstanding')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data?.items.map((invoice) => (
                <TableRow
                  key={invoice.id}
                  hover
                  sx={{ cursor: 'pointer' }}
                  onClick={() => navigate(`/invoices/${invoice.id}/edit`)}
                  data-testid="invoice-row"
                >
                  <TableCell>
                    <bdi>{invoice.invoiceNumber ?? t('invoices:draftNumber')}</bdi>
                    {invoice.kind === 'credit_note' ? ` (${t('invoices:creditNote')})` : ''}
                  </TableCell>
                  <TableCell>
                    <bdi>{invoice.accountName}</bdi>
                  </TableCell>
                  <TableCell>{formatDate(invoice.invoiceDate, i18n.language)}</TableCell>
                  <TableCell>{formatDate(invoice.dueDate, i18n.language)}</TableCell>
                  <TableCell>
                    <Chip size="small" color={statusColour[invoice.status]} label={t(`invoices:status.${invoice.status}`)} />
                  </TableCell>
                  <TableCell align="right">{money(invoice.gross)}</TableCell>
                  <TableCell align="right">{money(invoice.outstandingAmount)}</TableCell>
                </TableRow>
              ))}
              {list.data && list.data.items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>{t('invoices:empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
            {list.data && (
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={5}>{t('invoices:sums', { number: formatQuantity(list.data.total, i18n.language) })}</TableCell>
                  <TableCell align="right" data-testid="invoice-sum-gross">
                    {money(list.data.sums.gross)}
                  </TableCell>
                  <TableCell align="right">{money(list.data.sums.outstanding)}</TableCell>
                </TableRow>
              </TableFooter>
            )}
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[10, 20, 50, 100]}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(e) => {
            setPageSize(Number(e.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('invoices:rowsPerPage')}
        />
      </Card>
      {fromOrders && <InvoicesFromOrdersDialog onClose={() => setFromOrders(false)} />}
    </Stack>
  );
}
