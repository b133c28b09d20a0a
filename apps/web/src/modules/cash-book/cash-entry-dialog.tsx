import { Button, TextField, Typography } from '@mui/material';
import type { cashBookManualKinds } from '@wb/contract/cash-book';
import { todayInCompanyZone } from '@wb/domain/today';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/app/api/api-error';
import { describeError, detailMessage } from '@/app/messages';
import { DateField } from '@/components/date-field';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { FilterSelect } from '@/components/filter-select';
import { Stack } from '@/components/stack';
import { useCreateEntry, useUploadReceipt } from './cash-book-api';

type Kind = (typeof cashBookManualKinds)[number];
const kinds: Kind[] = ['income', 'expense', 'deposit', 'other'];

/** A new entry by hand: cash in, an expense or a deposit to the bank (cash out) with its reason, and a receipt photo. */
export function EntryDialog({ ledgerId, onClose }: { ledgerId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateEntry();
  const uploadReceipt = useUploadReceipt();
  const [entryDate, setEntryDate] = useState<string | null>(todayInCompanyZone());
  const [kind, setKind] = useState<Kind>('expense');
  const [direction, setDirection] = useState<'in' | 'out'>('out');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [vatRate, setVatRate] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fixedOut = kind === 'expense' || kind === 'deposit';
  const chooseKind = (value: string) => {
    const next = (kinds.find((k) => k === value) ?? 'other') as Kind;
    setKind(next);
    if (next === 'income') setDirection('in');
    if (next === 'expense' || next === 'deposit') setDirection('out');
  };
  const submit = async () => {
    try {
      const entry = await create.mutateAsync({
        ledgerId,
        entryDate: entryDate ?? '',
        description,
        kind,
        direction,
        amount,
        vatRate: vatRate ? (Number(vatRate) as 21 | 9 | 0) : null,
      });
      enqueueSnackbar(t('cashBook:entry.saved'), { variant: 'success' });
      onClose();
      // The entry stands; a refused receipt is said, not retried by saving the entry again.
      if (receipt)
        await uploadReceipt
          .mutateAsync({ id: entry.id, file: receipt })
          .catch((err: unknown) => enqueueSnackbar(describeError(t, err), { variant: 'error' }));
    } catch (err) {
      if (err instanceof ApiError) setErrors(Object.fromEntries(err.details.map((d) => [d.path, detailMessage(d)])));
      enqueueSnackbar(describeError(t, err), { variant: 'error' });
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('cashBook:entry.new')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DateField
            label={t('cashBook:fields.date')}
            value={entryDate}
            onChange={setEntryDate}
            error={!!errors.entryDate}
            helperText={errors.entryDate}
            testId="cash-entry-date"
            fullWidth
          />
          <FilterSelect
            label={t('cashBook:fields.kind')}
            value={kind}
            onChange={chooseKind}
            options={kinds.map((k) => ({ value: k, label: t(`cashBook:kinds.${k}`) }))}
            testId="cash-entry-kind"
          />
          <TextField
            label={t(fixedOut ? 'cashBook:fields.reason' : 'cashBook:fields.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={!!errors.description}
            helperText={errors.description}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'cash-entry-description' } }}
          />
          {!fixedOut && kind !== 'income' && (
            <FilterSelect
              label={t('cashBook:fields.direction')}
              value={direction}
              onChange={(value) => setDirection(value === 'in' ? 'in' : 'out')}
              options={[
                { value: 'in', label: t('cashBook:fields.in') },
                { value: 'out', label: t('cashBook:fields.out') },
              ]}
              testId="cash-entry-direction"
            />
          )}
          <TextField
            label={t('cashBook:fields.amount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={!!errors.amount}
            helperText={errors.amount}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'cash-entry-amount' } }}
          />
          <FilterSelect
            label={t('cashBook:fields.vatRate')}
            value={vatRate}
            onChange={setVatRate}
            options={['21', '9', '0'].map((rate) => ({ value: rate, label: `${rate} %` }))}
            testId="cash-entry-vat"
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button component="label" variant="outlined" data-testid="cash-entry-receipt-button">
              {t('cashBook:entry.receipt')}
              <input
                hidden
                type="file"
                accept="image/*,application/pdf"
                capture="environment"
                data-testid="cash-entry-receipt"
                onChange={(e) => setReceipt(e.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              <bdi>{receipt?.name ?? t('cashBook:entry.noReceipt')}</bdi>
            </Typography>
          </Stack>
          {errors.file && <Typography color="error">{errors.file}</Typography>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={create.isPending || uploadReceipt.isPending}
          data-testid="cash-entry-save"
        >
          {t('common:actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
