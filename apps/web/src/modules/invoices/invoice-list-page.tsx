import AddIcon from '@mui/icons-material/Add';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import { Alert, Button, FormControlLabel, Stack, Switch, TableCell, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type InvoicePaymentStatus, type InvoiceSummary, invoicePaymentStatuses } from '@wb/contract/invoices';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { useState } from 'react';
import { DateRangeFields } from '@/components/date-range-fields';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { describeError } from '@/app/messages';
import { FilterSelect, translatedOptions } from '@/components/filter-select';
import { ListFilters } from '@/components/list-filters';
import { ListSearchField } from '@/components/list-search-field';
import { type ListColumn, ListTable } from '@/components/list-table';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { InvoicesFromOrdersDialog } from './invoices-from-orders-dialog';
import { InvoiceKanban } from './invoice-kanban';
import { useInvoiceStatuses, useInvoiceSums, useInvoices } from './invoices-api';
import { InvoiceStatusChip } from './invoice-status-chip';
import { formatDate, formatMoney, formatQuantity } from '@/components/format';
import { givenStatusName } from '@/components/status-name';

type InvoiceView = 'table' | 'kanban';
const viewKey = 'wb.invoices.view';
const storedView = (): InvoiceView => (localStorage.getItem(viewKey) === 'kanban' ? 'kanban' : 'table');

export function InvoiceListPage() {
  useLazyNamespace('invoices');
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [paymentStatus, setPaymentStatus] = useState<InvoicePaymentStatus | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [overdue, setOverdue] = useState(false);
  const [page, setPage] = useState(0);
  // A page past the numbered ones: its keyset cursor (issue 35); any other move drops it.
  const [cursor, setCursor] = useState<string | undefined>();
  const toPage = (next: number, nextCursor?: string) => {
    setPage(next);
    setCursor(nextCursor);
  };
  const [pageSize, setPageSize] = useState(20);
  const [fromOrders, setFromOrders] = useState(false);
  const [view, setView] = useState<InvoiceView>(storedView);
  const choose = (next: InvoiceView) => {
    setView(next);
    localStorage.setItem(viewKey, next);
  };
  const filters = {
    q: q || undefined,
    status: status || undefined,
    paymentStatus: paymentStatus || undefined,
    from: from || undefined,
    to: to || undefined,
    overdue: overdue ? ('true' as const) : undefined,
  };
  const list = useInvoices({ ...filters, page: page + 1, pageSize, cursor }, view === 'table');
  const sums = useInvoiceSums(filters, view === 'table');
  const statuses = useInvoiceStatuses();
  const configured = statuses.data?.statuses ?? [];
  const byCode = new Map(configured.map((s) => [s.code, s]));
  const statusLabel = (code: string) => {
    const found = byCode.get(code);
    return (found && givenStatusName(found)) ?? t(`invoices:status.${code}`, { defaultValue: code });
  };
  const money = (value: string) => formatMoney(value, i18n.language);
  const columns: ListColumn<InvoiceSummary>[] = [
    {
      key: 'number',
      label: t('invoices:fields.invoiceNumber'),
      render: (invoice) => (
        <>
          <bdi>{invoice.invoiceNumber ?? t('invoices:draftNumber')}</bdi>
          {invoice.kind === 'credit_note' ? ` (${t('invoices:creditNote')})` : ''}
        </>
      ),
    },
    { key: 'account', label: t('invoices:fields.account'), render: (invoice) => <bdi>{invoice.accountName}</bdi> },
    { key: 'date', label: t('invoices:fields.invoiceDate'), render: (invoice) => formatDate(invoice.invoiceDate, i18n.language) },
    { key: 'due', label: t('invoices:fields.dueDate'), render: (invoice) => formatDate(invoice.dueDate, i18n.language) },
    {
      key: 'status',
      label: t('invoices:fields.status'),
      render: (invoice) => (
        <InvoiceStatusChip code={invoice.status} label={statusLabel(invoice.status)} colour={byCode.get(invoice.status)?.colour} />
      ),
    },
    { key: 'gross', label: t('invoices:fields.gross'), align: 'right', render: (invoice) => money(invoice.gross) },
    { key: 'outstanding', label: t('invoices:fields.outstanding'), align: 'right', render: (invoice) => money(invoice.outstandingAmount) },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('invoices:title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: InvoiceView | null) => next && choose(next)}
          aria-label={t('invoices:views.label')}
        >
          {(
            [
              ['table', TableRowsIcon],
              ['kanban', ViewKanbanIcon],
            ] as const
          ).map(([key, Icon]) => (
            <ToggleButton
              key={key}
              value={key}
              aria-label={t(`invoices:views.${key}`)}
              title={t(`invoices:views.${key}`)}
              data-testid={`invoice-view-${key}`}
            >
              <Icon fontSize="small" />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button startIcon={<AccountTreeIcon />} component={Link} to="/invoices/statuses" data-testid="invoice-statuses-link">
          {t('invoices:statusEditorLink')}
        </Button>
        <Button startIcon={<ReceiptLongIcon />} onClick={() => setFromOrders(true)} data-testid="invoices-from-orders">
          {t('invoices:fromOrders.open')}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} component={Link} to="/invoices/new" data-testid="invoice-new">
          {t('invoices:new')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <ListSearchField
          value={q}
          onSearch={(value) => {
            setQ(value);
            toPage(0);
          }}
        />
        <ListFilters active={[view === 'table' && status, paymentStatus].filter(Boolean).length}>
          {view === 'table' && (
            <FilterSelect
              testId="invoice-status-filter"
              label={t('invoices:fields.status')}
              value={status}
              onChange={(value) => {
                setStatus(value);
                toPage(0);
              }}
              options={translatedOptions(
                configured.map((s) => s.code),
                statusLabel,
              )}
            />
          )}
          <FilterSelect
            label={t('invoices:fields.paymentStatus')}
            value={paymentStatus}
            onChange={(value) => {
              setPaymentStatus(value as InvoicePaymentStatus | '');
              toPage(0);
            }}
            options={translatedOptions(invoicePaymentStatuses, (s) => t(`invoices:paymentStatus.${s}`))}
          />
          <DateRangeFields
            from={from}
            to={to}
            onFrom={setFrom}
            onTo={setTo}
            labels={[t('invoices:filters.from'), t('invoices:filters.to')]}
          />
          {view === 'table' && (
            <FormControlLabel
              control={<Switch checked={overdue} onChange={(e) => setOverdue(e.target.checked)} />}
              label={t('invoices:filters.overdue')}
            />
          )}
        </ListFilters>
      </Stack>
      {view === 'kanban' && statuses.data && (
        <InvoiceKanban
          statuses={statuses.data}
          filters={{ q: q || undefined, paymentStatus: paymentStatus || undefined, from: from || undefined, to: to || undefined }}
          onShowAll={(code) => {
            setStatus(code);
            toPage(0);
            choose('table');
          }}
        />
      )}
      {view === 'table' && list.error && <Alert severity="error">{describeError(t, list.error)}</Alert>}
      {view === 'table' && (
        <ListTable
          testId="invoice-table"
          search={q}
          columns={columns}
          rows={list.data?.items ?? []}
          loading={list.isFetching}
          empty={t('invoices:empty')}
          page={list.data?.page ?? page + 1}
          pageSize={pageSize}
          pageSizes={[10, 20, 50, 100]}
          total={list.data?.total ?? 0}
          count={list.data?.count}
          cursors={list.data?.cursors}
          onPage={(next, size) => {
            toPage(size === pageSize ? next - 1 : 0);
            setPageSize(size);
          }}
          onCursor={(next, number) => toPage(number - 1, next)}
          onRowClick={(invoice) => navigate(`/invoices/${invoice.id}/edit`)}
          rowProps={() => ({ 'data-testid': 'invoice-row' })}
          footer={
            sums.data && (
              <>
                <TableCell colSpan={5} data-testid="invoice-sum-count">
                  {t('invoices:sums', { number: formatQuantity(sums.data.count, i18n.language) })}
                </TableCell>
                <TableCell align="right" data-testid="invoice-sum-gross">
                  {money(sums.data.gross)}
                </TableCell>
                <TableCell align="right">{money(sums.data.outstanding)}</TableCell>
              </>
            )
          }
        />
      )}
      {fromOrders && <InvoicesFromOrdersDialog onClose={() => setFromOrders(false)} />}
    </Stack>
  );
}
