import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  Card,
  MenuItem,
  Stack,
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
import { type PaymentMethod, type PaymentStatus, paymentMethods, paymentStatuses } from '@wb/contract/payments';
import { useState } from 'react';
import { DateRangeFields } from '@/components/date-range-fields';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCan } from '@/components/use-can';
import { formatDate, formatMoney } from '@/components/format';
import { paymentError } from './payment-messages';
import { PaymentStatusChip } from './payment-status-chip';
import { usePayments } from './payments-api';

/** /payments: filters on method, status, dates, invoice and account (the last two from links). */
export default function PaymentListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const canWrite = useCan('payments:write');
  const [q, setQ] = useState('');
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [status, setStatus] = useState<PaymentStatus | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const list = usePayments({
    q: q || undefined,
    method: method || undefined,
    status: status || undefined,
    from: from || undefined,
    to: to || undefined,
    invoiceId: params.get('invoiceId') ?? undefined,
    accountId: params.get('accountId') ?? undefined,
    page: page + 1,
    pageSize,
  });
  const money = (value: string) => formatMoney(value, i18n.language);
  const reset = () => setPage(0);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('payments:title')}
        </Typography>
        {canWrite && (
          <Button startIcon={<UploadFileIcon />} component={Link} to="/payments/statements" data-testid="payments-statements">
            {t('payments:importStatement')}
          </Button>
        )}
        {canWrite && (
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to="/payments/new" data-testid="payment-new">
            {t('payments:new')}
          </Button>
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          size="small"
          label={t('payments:filters.search')}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            reset();
          }}
        />
        <TextField
          select
          size="small"
          sx={{ minWidth: 160 }}
          label={t('payments:fields.method')}
          value={method}
          onChange={(e) => {
            setMethod(e.target.value as PaymentMethod | '');
            reset();
          }}
        >
          <MenuItem value="">{t('payments:filters.all')}</MenuItem>
          {paymentMethods.map((m) => (
            <MenuItem key={m} value={m}>
              {t(`payments:methods.${m}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          sx={{ minWidth: 160 }}
          label={t('payments:fields.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as PaymentStatus | '');
            reset();
          }}
        >
          <MenuItem value="">{t('payments:filters.all')}</MenuItem>
          {paymentStatuses.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`payments:status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <DateRangeFields
          from={from}
          to={to}
          onFrom={setFrom}
          onTo={setTo}
          labels={[t('payments:filters.from'), t('payments:filters.to')]}
        />
      </Stack>
      {list.error && <Alert severity="error">{paymentError(t, list.error)}</Alert>}
      <Card>
        <TableContainer>
          <Table size="small" data-testid="payment-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('payments:fields.paymentDate')}</TableCell>
                <TableCell>{t('payments:fields.account')}</TableCell>
                <TableCell>{t('payments:fields.invoices')}</TableCell>
                <TableCell>{t('payments:fields.method')}</TableCell>
                <TableCell>{t('payments:fields.reference')}</TableCell>
                <TableCell>{t('payments:fields.status')}</TableCell>
                <TableCell align="right">{t('payments:fields.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data?.items.map((payment) => (
                <TableRow
                  key={payment.id}
                  hover
                  sx={{ cursor: 'pointer' }}
                  onClick={() => navigate(`/payments/${payment.id}`)}
                  data-testid="payment-row"
                >
                  <TableCell>{formatDate(payment.paymentDate, i18n.language)}</TableCell>
                  <TableCell>
                    <bdi>{payment.accountName}</bdi>
                  </TableCell>
                  <TableCell>{payment.invoiceNumbers.join(', ')}</TableCell>
                  <TableCell>{t(`payments:methods.${payment.method}`)}</TableCell>
                  <TableCell>{payment.reference}</TableCell>
                  <TableCell>
                    <PaymentStatusChip status={payment.status} />
                  </TableCell>
                  <TableCell align="right">{money(payment.amount)}</TableCell>
                </TableRow>
              ))}
              {list.data && list.data.items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>{t('payments:empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
            {list.data && (
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={6}>{t('payments:sums', { number: list.data.total })}</TableCell>
                  <TableCell align="right">{money(list.data.sums.amount)}</TableCell>
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
          labelRowsPerPage={t('payments:rowsPerPage')}
        />
      </Card>
    </Stack>
  );
}
