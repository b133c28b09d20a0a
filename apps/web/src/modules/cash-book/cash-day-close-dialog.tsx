import { Box, Button, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type CashBook, cashDenominations } from '@wb/contract/cash-book';
import { todayInCompanyZone } from '@wb/domain/today';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/app/api/api-error';
import { describeError, detailMessage } from '@/app/messages';
import { DateField } from '@/components/date-field';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { formatMoney } from '@/components/format';
import { Stack } from '@/components/stack';
import { useCloseDay } from './cash-book-api';

type Denomination = (typeof cashDenominations)[number];
const cents = (value: string) => Math.round(Number(value.replace(',', '.')) * 100);

/** The book's balance at the end of `day` when the period shows it: the last entry on or before it. */
function bookBalanceOn(book: CashBook, day: string): string | null {
  return book.entries.filter((e) => e.entryDate <= day).at(-1)?.balance ?? null;
}

/** Closes a day: the cash counted (a total, or per note and coin), the difference against the book with its reason. */
export function DayCloseDialog({ book, onClose }: { book: CashBook; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const close = useCloseDay();
  const [day, setDay] = useState<string | null>(todayInCompanyZone());
  const [mode, setMode] = useState<'total' | 'denominations'>('total');
  const [total, setTotal] = useState('');
  const [counts, setCounts] = useState<Partial<Record<Denomination, string>>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const money = (value: string) => formatMoney(value, i18n.language);
  const countedCents =
    mode === 'total'
      ? total
        ? cents(total)
        : null
      : cashDenominations.reduce((sum, d) => sum + cents(d) * (Number(counts[d] ?? 0) || 0), 0);
  const book_ = day ? bookBalanceOn(book, day) : null;
  const difference = countedCents !== null && book_ !== null && Number.isFinite(countedCents) ? (countedCents - cents(book_)) / 100 : null;
  const submit = async () => {
    try {
      const denominations = Object.fromEntries(
        cashDenominations.flatMap((d) => (Number(counts[d] ?? 0) > 0 ? [[d, Number(counts[d])]] : [])),
      ) as Partial<Record<Denomination, number>>;
      const closed = await close.mutateAsync({
        ledgerId: book.ledgerId,
        day: day ?? '',
        ...(mode === 'total' ? { counted: total } : { denominations }),
        ...(reason.trim() ? { reason } : {}),
      });
      enqueueSnackbar(t('cashBook:day.done', { day: closed.day, difference: money(closed.difference) }), { variant: 'success' });
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setErrors(Object.fromEntries(err.details.map((d) => [d.path, detailMessage(d)])));
      enqueueSnackbar(describeError(t, err), { variant: 'error' });
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('cashBook:day.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{t('cashBook:day.text')}</Typography>
          <DateField
            label={t('cashBook:fields.date')}
            value={day}
            onChange={setDay}
            error={!!errors.day}
            helperText={errors.day}
            testId="cash-day-date"
            fullWidth
          />
          <ToggleButtonGroup exclusive size="small" value={mode} onChange={(_, value) => value && setMode(value)}>
            <ToggleButton value="total" data-testid="cash-day-mode-total">
              {t('cashBook:day.byTotal')}
            </ToggleButton>
            <ToggleButton value="denominations" data-testid="cash-day-mode-denominations">
              {t('cashBook:day.byDenomination')}
            </ToggleButton>
          </ToggleButtonGroup>
          {mode === 'total' ? (
            <TextField
              label={t('cashBook:day.counted')}
              value={total}
              onChange={(e) => setTotal(e.target.value)}
              error={!!errors.counted}
              helperText={errors.counted}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'cash-day-counted' } }}
            />
          ) : (
            <Box
              sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' } }}
            >
              {cashDenominations.map((d) => (
                <TextField
                  key={d}
                  size="small"
                  label={money(d)}
                  value={counts[d] ?? ''}
                  onChange={(e) => setCounts({ ...counts, [d]: e.target.value.replace(/\D/g, '') })}
                  slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `cash-day-count-${d}` } }}
                />
              ))}
            </Box>
          )}
          {countedCents !== null && (
            <Typography data-testid="cash-day-summary">
              {t('cashBook:day.counted')}: <bdi>{money((countedCents / 100).toFixed(2))}</bdi>
              {book_ !== null && difference !== null && (
                <>
                  {' · '}
                  {t('cashBook:day.book')}: <bdi>{money(book_)}</bdi>
                  {' · '}
                  {t('cashBook:day.difference')}: <bdi data-testid="cash-day-difference">{money(difference.toFixed(2))}</bdi>
                </>
              )}
            </Typography>
          )}
          <TextField
            label={t('cashBook:day.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={!!errors.reason}
            helperText={errors.reason ?? t('cashBook:day.reasonHelp')}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'cash-day-reason' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={close.isPending} data-testid="cash-day-confirm">
          {t('cashBook:day.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
