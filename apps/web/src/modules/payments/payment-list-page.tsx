import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, Stack, TableCell, Typography } from '@mui/material';
import { type PaymentMethod, type PaymentStatus, type PaymentSummary, paymentMethods, paymentStatuses } from '@wb/contract/payments';
import { useState } from 'react';
import { DateRangeFields } from '@/components/date-range-fields';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FilterSelect, translatedOptions } from '@/components/filter-select';
import { ListFilters } from '@/components/list-filters';
import { ListSearchField } from '@/components/list-search-field';
import { type ListColumn, ListTable } from '@/components/list-table';
import { useCan } from '@/components/use-can';
import { formatDate, formatMoney } from '@/components/format';
import { PaymentStatusChip } from './payment-status-chip';
import { usePayments } from './payments-api';
import { describeError } from '@/app/messages';

/** /payments: filters on method, status, dates, invoice and account (the last two from links). */
export function PaymentListPage() {
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
  const columns: ListColumn<PaymentSummary>[] = [
    { key: 'date', label: t('payments:fields.paymentDate'), render: (payment) => formatDate(payment.paymentDate, i18n.language) },
    { key: 'account', label: t('payments:fields.account'), render: (payment) => <bdi>{payment.accountName}</bdi> },
    { key: 'invoices', label: t('payments:fields.invoices'), render: (payment) => payment.invoiceNumbers.join(', ') },
    { key: 'method', label: t('payments:fields.method'), render: (payment) => t(`payments:methods.${payment.method}`) },
    { key: 'reference', label: t('payments:fields.reference'), render: (payment) => payment.reference },
    { key: 'status', label: t('payments:fields.status'), render: (payment) => <PaymentStatusChip status={payment.status} /> },
    { key: 'amount', label: t('payments:fields.amount'), align: 'right', render: (payment) => money(payment.amount) },
  ];

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
        <ListSearchField
          value={q}
          onSearch={(value) => {
            setQ(value);
            reset();
          }}
        />
        <ListFilters active={[method, status].filter(Boolean).length}>
          <FilterSelect
            label={t('payments:fields.method')}
            value={method}
            onChange={(value) => {
              setMethod(value as PaymentMethod | '');
              reset();
            }}
            options={translatedOptions(paymentMethods, (m) => t(`payments:methods.${m}`))}
          />
          <FilterSelect
            label={t('payments:fields.status')}
            value={status}
            onChange={(value) => {
              setStatus(value as PaymentStatus | '');
              reset();
            }}
            options={translatedOptions(paymentStatuses, (s) => t(`payments:status.${s}`))}
          />
          <DateRangeFields
            from={from}
            to={to}
            onFrom={setFrom}
            onTo={setTo}
            labels={[t('payments:filters.from'), t('payments:filters.to')]}
          />
        </ListFilters>
      </Stack>
      {list.error && <Alert severity="error">{describeError(t, list.error)}</Alert>}
      <ListTable
        testId="payment-table"
        search={q}
        columns={columns}
        rows={list.data?.items ?? []}
        loading={list.isFetching}
        empty={t('payments:empty')}
        page={page + 1}
        pageSize={pageSize}
        pageSizes={[10, 20, 50, 100]}
        total={list.data?.total ?? 0}
        onPage={(next, size) => {
          setPage(size === pageSize ? next - 1 : 0);
          setPageSize(size);
        }}
        onRowClick={(payment) => navigate(`/payments/${payment.id}`)}
        rowProps={() => ({ 'data-testid': 'payment-row' })}
        footer={
          list.data && (
            <>
              <TableCell colSpan={6}>{t('payments:sums', { number: list.data.total })}</TableCell>
              <TableCell align="right">{money(list.data.sums.amount)}</TableCell>
            </>
          )
        }
      />
    </Stack>
  );
}
