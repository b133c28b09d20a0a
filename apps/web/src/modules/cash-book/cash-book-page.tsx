import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import LockIcon from '@mui/icons-material/Lock';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { Alert, Box, Button, IconButton, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { CashBook, CashBookEntry } from '@wb/contract/cash-book';
import { todayInCompanyZone } from '@wb/domain/today';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryString } from '@/app/api/query-string';
import { ApiError } from '@/app/api/api-error';
import { describeError } from '@/app/messages';
import { downloadCsv } from '@/components/csv-transfer';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { FilterSelect } from '@/components/filter-select';
import { formatDate, formatMoney } from '@/components/format';
import { PageHeader } from '@/components/page-header';
import { Stack } from '@/components/stack';
import { useCan } from '@/components/use-can';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { saveCashBookFile, useCashBook, useCloseMonth, useDeleteEntry } from './cash-book-api';
import { DayCloseDialog } from './cash-day-close-dialog';
import { EntryDialog } from './cash-entry-dialog';

const months = Array.from({ length: 12 }, (_, i) => i + 1);

/** /cash-book: a ledger's entries with the running balance, period filter, new entries, month close and CSV. */
export function CashBookPage() {
  useLazyNamespace('cashBook', 'lists');
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const canWrite = useCan('payments:write');
  const thisYear = Number(todayInCompanyZone().slice(0, 4));
  const [ledgerId, setLedgerId] = useState('');
  const [year, setYear] = useState(thisYear);
  const [fromMonth, setFromMonth] = useState(1);
  const [toMonth, setToMonth] = useState(12);
  const [adding, setAdding] = useState(false);
  const [closing, setClosing] = useState(false);
  const [closingDay, setClosingDay] = useState(false);
  const query = { ...(ledgerId ? { ledgerId } : {}), year, fromMonth, toMonth };
  const { data, error, isFetching } = useCashBook(query);
  const remove = useDeleteEntry();
  const money = (value: string) => formatMoney(value, i18n.language);
  const fail = (err: unknown) => enqueueSnackbar(describeError(t, err), { variant: 'error' });
  const noLedgers = error instanceof ApiError && error.key === 'cashBook.noLedgers';
  const monthName = (m: number) => new Intl.DateTimeFormat(i18n.language, { month: 'long' }).format(new Date(2000, m - 1, 1));

  const exportCsv = () => {
    const numbers = i18n.language === 'nl' ? 'nl' : undefined;
    downloadCsv(`/cash-book/export${queryString({ ...query, numbers })}`, `cash-book-${year}.csv`).catch(fail);
  };
  const pdfMonth = `${year}-${String(fromMonth).padStart(2, '0')}`;
  const exportPdf = () => {
    const lang = i18n.language === 'nl' ? 'nl' : 'en';
    const path = `/cash-book/pdf${queryString({ ...(ledgerId ? { ledgerId } : {}), month: pdfMonth, lang })}`;
    saveCashBookFile(path, `cash-book-${pdfMonth}.pdf`).catch(fail);
  };

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('cashBook:title')}
        actions={
          data && (
            <>
              <Button startIcon={<DownloadIcon />} onClick={exportCsv} data-testid="export-button">
                {t('lists:export.button')}
              </Button>
              <Button startIcon={<PictureAsPdfIcon />} onClick={exportPdf} data-testid="cash-pdf">
                {t('cashBook:pdf', { month: monthName(fromMonth) })}
              </Button>
              {canWrite && (
                <Button startIcon={<EventAvailableIcon />} onClick={() => setClosingDay(true)} data-testid="cash-day-open">
                  {t('cashBook:day.open')}
                </Button>
              )}
              {canWrite && (
                <Button startIcon={<LockIcon />} onClick={() => setClosing(true)} data-testid="cash-close-open">
                  {t('cashBook:close.open')}
                </Button>
              )}
              {canWrite && (
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid="cash-entry-new">
                  {t('cashBook:entry.new')}
                </Button>
              )}
            </>
          )
        }
      />
      {noLedgers ? (
        <Alert severity="info" data-testid="cash-no-ledgers">
          {t('errors:cashBook.noLedgers')} <Link to="/settings">{t('cashBook:toSettings')}</Link>
        </Alert>
      ) : (
        error && <Alert severity="error">{describeError(t, error)}</Alert>
      )}
      {data && (
        <>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
            <FilterSelect
              label={t('cashBook:fields.ledger')}
              value={data.ledgerId}
              onChange={setLedgerId}
              options={data.ledgers.map((l) => ({ value: l.id, label: l.code ? `${l.name} (${l.code})` : l.name }))}
              testId="cash-ledger"
              minWidth={200}
            />
            <FilterSelect
              label={t('cashBook:fields.year')}
              value={String(year)}
              onChange={(value) => setYear(Number(value) || thisYear)}
              options={[thisYear - 2, thisYear - 1, thisYear, thisYear + 1].map((y) => ({ value: String(y), label: String(y) }))}
              testId="cash-year"
            />
            <FilterSelect
              label={t('cashBook:fields.fromMonth')}
              value={String(fromMonth)}
              onChange={(value) => setFromMonth(Number(value) || 1)}
              options={months.map((m) => ({ value: String(m), label: monthName(m) }))}
              testId="cash-from"
            />
            <FilterSelect
              label={t('cashBook:fields.toMonth')}
              value={String(toMonth)}
              onChange={(value) => setToMonth(Number(value) || 12)}
              options={months.map((m) => ({ value: String(m), label: monthName(m) }))}
              testId="cash-to"
            />
          </Stack>
          <Totals book={data} money={money} />
          <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="cash-table" sx={{ minWidth: 640 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('cashBook:fields.date')}</TableCell>
                  <TableCell>{t('cashBook:fields.description')}</TableCell>
                  <TableCell align="right">{t('cashBook:fields.in')}</TableCell>
                  <TableCell align="right">{t('cashBook:fields.out')}</TableCell>
                  <TableCell align="right">{t('cashBook:fields.balance')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                <TableRow>
                  <TableCell colSpan={4}>{t('cashBook:periodOpening')}</TableCell>
                  <TableCell align="right" data-testid="cash-period-opening">
                    {money(data.periodOpening)}
                  </TableCell>
                  <TableCell />
                </TableRow>
                {data.entries.map((entry) => (
                  <EntryRow
                    key={entry.id}
                    entry={entry}
                    money={money}
                    canDelete={canWrite && !entry.closed}
                    onDelete={() => void remove.mutateAsync(entry.id).catch(fail)}
                  />
                ))}
                {!data.entries.length && (
                  <TableRow>
                    <TableCell colSpan={6}>
                      <Typography color="text.secondary">{t('cashBook:empty')}</Typography>
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </Paper>
          {isFetching && <Typography variant="caption">{t('cashBook:loading')}</Typography>}
          {adding && <EntryDialog ledgerId={data.ledgerId} onClose={() => setAdding(false)} />}
          {closingDay && <DayCloseDialog book={data} onClose={() => setClosingDay(false)} />}
          {closing && <CloseDialog book={data} monthName={monthName} onClose={() => setClosing(false)} />}
        </>
      )}
    </Stack>
  );
}

function Totals({ book, money }: { book: CashBook; money: (v: string) => string }) {
  const { t } = useTranslation();
  const cells: Array<[string, string, string]> = [
    ['openingBalance', book.openingBalance, 'cash-opening'],
    ['totalIn', book.totalIn, 'cash-in'],
    ['totalOut', book.totalOut, 'cash-out'],
    ['closingBalance', book.closingBalance, 'cash-closing'],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      {cells.map(([key, value, testId]) => (
        <Paper key={key} variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="caption" color="text.secondary">
            {t(`cashBook:fields.${key}`, { year: book.year })}
          </Typography>
          <Typography variant="h6" data-testid={testId}>
            <bdi>{money(value)}</bdi>
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function EntryRow({
  entry,
  money,
  canDelete,
  onDelete,
}: {
  entry: CashBookEntry;
  money: (v: string) => string;
  canDelete: boolean;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const out = entry.amount.startsWith('-');
  const description = entry.source === 'payment' ? t('cashBook:payment', { invoice: entry.invoiceNumber ?? '—' }) : entry.description;
  return (
    <TableRow data-testid="cash-entry" data-source={entry.source} data-kind={entry.kind}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(entry.entryDate, i18n.language)}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        <bdi>{description}</bdi>
        {entry.source === 'payment' && entry.description && (
          <Typography variant="caption" component="div" color="text.secondary">
            <bdi>{entry.description}</bdi>
          </Typography>
        )}
        {entry.source === 'manual' && (
          <Typography variant="caption" component="div" color="text.secondary">
            {t(`cashBook:kinds.${entry.kind}`)}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">{out ? '' : money(entry.amount)}</TableCell>
      <TableCell align="right">{out ? money(entry.amount.slice(1)) : ''}</TableCell>
      <TableCell align="right" data-testid="cash-balance">
        {money(entry.balance)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {entry.hasReceipt && (
          <IconButton
            size="small"
            onClick={() => void saveCashBookFile(`/cash-book/entries/${entry.id}/receipt`, `receipt-${entry.entryDate}`).catch(() => {})}
            aria-label={t('cashBook:entry.openReceipt')}
            data-testid="cash-entry-receipt-open"
          >
            <ReceiptIcon fontSize="small" />
          </IconButton>
        )}
        {entry.closed && entry.source === 'manual' && <LockIcon fontSize="small" titleAccess={t('cashBook:closedEntry')} />}
        {canDelete && entry.source === 'manual' && (
          <IconButton size="small" onClick={onDelete} aria-label={t('cashBook:entry.delete')} data-testid="cash-entry-delete">
            ×
          </IconButton>
        )}
      </TableCell>
    </TableRow>
  );
}

function CloseDialog({ book, monthName, onClose }: { book: CashBook; monthName: (m: number) => string; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const close = useCloseMonth();
  const open = months.filter((m) => !book.closedMonths.includes(`${book.year}-${String(m).padStart(2, '0')}`));
  const [month, setMonth] = useState(String(open[0] ?? 1));
  const submit = async () => {
    try {
      const closed = await close.mutateAsync({ ledgerId: book.ledgerId, month: `${book.year}-${month.padStart(2, '0')}` });
      enqueueSnackbar(t('cashBook:close.done', { month: closed.month }), { variant: 'success' });
      onClose();
    } catch (err) {
      enqueueSnackbar(describeError(t, err), { variant: 'error' });
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('cashBook:close.title', { year: book.year })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{t('cashBook:close.text')}</Typography>
          <FilterSelect
            label={t('cashBook:close.month')}
            value={month}
            onChange={setMonth}
            options={open.map((m) => ({ value: String(m), label: monthName(m) }))}
            testId="cash-close-month"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={close.isPending || !open.length}
          data-testid="cash-close-confirm"
        >
          {t('cashBook:close.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
