import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button } from '@mui/material';
import { type QuoteSummary, quoteStatuses } from '@wb/contract/quotes';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { queryString } from '@/app/api/query-string';
import { describeError } from '@/app/messages';
import { downloadCsv } from '@/components/csv-transfer';
import { DateRangeFields } from '@/components/date-range-fields';
import { FilterSelect, translatedOptions } from '@/components/filter-select';
import { formatDate, formatMoney } from '@/components/format';
import { ListSearchField } from '@/components/list-search-field';
import { type ListColumn, ListTable } from '@/components/list-table';
import { PageHeader } from '@/components/page-header';
import { Stack } from '@/components/stack';
import { useCan } from '@/components/use-can';
import { pagedTableProps, pageQuery, useListParams } from '@/components/use-list-params';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { type AccountChoice, AccountPicker } from '@/modules/orders/account-picker';
import { QuoteStatusChip } from './quote-status';
import { useQuotes } from './quotes-api';

const filterKeys = ['status', 'accountId', 'from', 'to'] as const;

/** /quotes: search by number, customer or item; filters by status, customer and quote date; CSV export. */
export function QuoteListPage() {
  useLazyNamespace('lists', 'quotes', 'orders');
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const canWrite = useCan('orders:write');
  const list = useListParams(filterKeys);
  const { status, accountId, from, to } = list.filters;
  const [account, setAccount] = useState<AccountChoice | null>(null);
  const filters = {
    status: (status || undefined) as QuoteSummary['status'] | undefined,
    accountId: accountId || undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const { data, isFetching, error } = useQuotes({ ...pageQuery(list), ...filters });
  const money = (value: string) => formatMoney(value, i18n.language);

  const columns: ListColumn<QuoteSummary>[] = [
    {
      key: 'number',
      label: t('quotes:fields.quoteNumber'),
      sort: 'quoteNumber',
      descFirst: true,
      render: (q) => (
        <>
          <bdi>{q.quoteNumber}</bdi>
          <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
            <QuoteStatusChip status={q.status} />
          </Box>
        </>
      ),
    },
    { key: 'account', label: t('quotes:fields.account'), sort: 'accountName', render: (q) => <bdi>{q.accountName}</bdi> },
    {
      key: 'quoteDate',
      label: t('quotes:fields.quoteDate'),
      sort: 'quoteDate',
      descFirst: true,
      render: (q) => formatDate(q.quoteDate, i18n.language),
      hideBelow: 'md',
    },
    {
      key: 'validUntil',
      label: t('quotes:fields.validUntil'),
      sort: 'validUntil',
      render: (q) => formatDate(q.validUntil, i18n.language),
      hideBelow: 'md',
    },
    {
      key: 'status',
      label: t('quotes:fields.status'),
      sort: 'status',
      render: (q) => <QuoteStatusChip status={q.status} />,
      hideBelow: 'sm',
    },
    {
      key: 'gross',
      label: t('quotes:fields.gross'),
      sort: 'gross',
      descFirst: true,
      align: 'right',
      render: (q) => money(q.gross),
      hideBelow: 'sm',
    },
  ];

  const exportCsv = () => {
    const numbers = i18n.language === 'nl' ? 'nl' : undefined;
    const path = `/quotes/export${queryString({ ...filters, q: list.q || undefined, sort: list.sort, numbers })}`;
    downloadCsv(path, 'quotes.csv').catch((err) => enqueueSnackbar(describeError(t, err), { variant: 'error' }));
  };

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('quotes:title')}
        actions={
          <>
            <Button startIcon={<DownloadIcon />} onClick={exportCsv} data-testid="export-button">
              {t('lists:export.button')}
            </Button>
            {canWrite && (
              <Button variant="contained" startIcon={<AddIcon />} component={Link} to="/quotes/new" data-testid="quote-new">
                {t('quotes:new')}
              </Button>
            )}
          </>
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <ListSearchField value={list.q} onSearch={(q) => list.update({ q })} />
        <FilterSelect
          label={t('quotes:fields.status')}
          value={status}
          onChange={(value) => list.update({ status: value })}
          options={translatedOptions(quoteStatuses, (s) => t(`quotes:status.${s}`))}
          testId="filter-status"
        />
        <Box sx={{ minWidth: { md: 260 } }}>
          <AccountPicker
            label={t('quotes:fields.account')}
            size="small"
            value={account}
            onChange={(next) => {
              setAccount(next);
              list.update({ accountId: next?.id ?? '' });
            }}
            data-testid="filter-account"
          />
        </Box>
        <DateRangeFields
          from={from}
          to={to}
          onFrom={(value) => list.update({ from: value })}
          onTo={(value) => list.update({ to: value })}
          labels={[t('quotes:filters.from'), t('quotes:filters.to')]}
        />
      </Stack>
      {error && <Alert severity="error">{t('quotes:loadFailed')}</Alert>}
      <ListTable
        testId="quote-table"
        columns={columns}
        {...pagedTableProps(list, data, isFetching)}
        empty={t('quotes:empty')}
        onRowClick={(q) => void navigate(`/quotes/${q.id}`)}
        rowProps={(q) => ({ 'data-testid': 'quote-row', 'data-status': q.status })}
      />
    </Stack>
  );
}
