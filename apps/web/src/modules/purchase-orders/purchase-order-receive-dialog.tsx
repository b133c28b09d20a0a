import { Alert, Button, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import type { FieldError } from '@wb/contract/errors';
import type { PurchaseOrder } from '@wb/contract/purchase-orders';
import { money } from '@wb/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/app/api/api-error';
import { DateField } from '@/components/date-field';
import { DecimalField } from '@/components/decimal-field';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { formatQuantity } from '@/components/format';
import { Stack } from '@/components/stack';
import { describeError, detailMessage, translateMessage } from '@/app/messages';
import { useReceivePurchaseOrder } from './purchase-orders-api';

type Entry = { quantity: string; lotNumber: string; expiryDate: string };

const remaining = (line: PurchaseOrder['lines'][number]) => {
  const left = money(line.quantity).minus(line.receivedQuantity);
  return left.gt(0) ? left.toString() : '0';
};

/** Receives goods line by line: packages now (what is left, to start with), and for lot-tracked items the lot and expiry. */
export function PurchaseOrderReceiveDialog({ order, onClose }: { order: PurchaseOrder; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const receive = useReceivePurchaseOrder(order.id);
  const [entries, setEntries] = useState<Record<string, Entry>>(() =>
    Object.fromEntries(order.lines.map((line) => [line.id, { quantity: remaining(line), lotNumber: '', expiryDate: '' }])),
  );
  const [confirmOver, setConfirmOver] = useState(false);
  const error = receive.error;
  const overRefused = error instanceof ApiError && error.key === 'purchaseOrders.overReceipt';
  const detailOf = (detail: FieldError | undefined) => (detail ? detailMessage(detail) : undefined);
  const fieldError = (index: number, field: string) =>
    error instanceof ApiError ? detailOf(error.details.find((d) => d.path === `lines.${index}.${field}`)) : undefined;
  const set = (lineId: string, changes: Partial<Entry>) =>
    setEntries((all) => ({ ...all, [lineId]: { ...(all[lineId] as Entry), ...changes } }));
  const chosen = order.lines.filter((line) => Number(entries[line.id]?.quantity || 0) > 0);

  const submit = async () => {
    await receive.mutateAsync({
      confirmOverReceipt: confirmOver || undefined,
      lines: chosen.map((line) => {
        const entry = entries[line.id] as Entry;
        return {
          lineId: line.id,
          quantity: entry.quantity,
          ...(entry.lotNumber.trim() ? { lotNumber: entry.lotNumber.trim() } : {}),
          ...(entry.expiryDate ? { expiryDate: entry.expiryDate } : {}),
        };
      }),
    });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{t('purchaseOrders:receive.title', { number: order.poNumber })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {order.lines.map((line, index) => {
            const entry = entries[line.id] as Entry;
            const index2 = chosen.indexOf(line);
            return (
              <Stack key={line.id} spacing={1} data-testid="receive-line">
                <Typography variant="subtitle2">
                  <bdi>
                    {line.sku} {line.description}
                  </bdi>{' '}
                  —{' '}
                  {t('purchaseOrders:receive.progress', {
                    received: formatQuantity(line.receivedQuantity, i18n.language),
                    ordered: formatQuantity(line.quantity, i18n.language),
                  })}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  <DecimalField
                    size="small"
                    sx={{ flex: '1 1 120px' }}
                    label={t('purchaseOrders:fields.packages')}
                    value={entry.quantity}
                    onChange={(value) => set(line.id, { quantity: value })}
                    error={index2 >= 0 && !!fieldError(index2, 'quantity')}
                    helperText={index2 >= 0 ? translateMessage(t, fieldError(index2, 'quantity')) : undefined}
                    slotProps={{ htmlInput: { 'data-testid': `receive-quantity-${index}` } }}
                  />
                  {line.lotTracked && (
                    <>
                      <TextField
                        size="small"
                        sx={{ flex: '1 1 160px' }}
                        label={t('purchaseOrders:fields.lotNumber')}
                        value={entry.lotNumber}
                        onChange={(e) => set(line.id, { lotNumber: e.target.value })}
                        error={index2 >= 0 && !!fieldError(index2, 'lotNumber')}
                        helperText={
                          (index2 >= 0 && translateMessage(t, fieldError(index2, 'lotNumber'))) || t('purchaseOrders:receive.lotHint')
                        }
                        slotProps={{ htmlInput: { 'data-testid': `receive-lot-${index}` } }}
                      />
                      <DateField
                        size="small"
                        label={t('purchaseOrders:fields.expiryDate')}
                        value={entry.expiryDate}
                        onChange={(value) => set(line.id, { expiryDate: value ?? '' })}
                        error={index2 >= 0 && !!fieldError(index2, 'expiryDate')}
                        helperText={index2 >= 0 ? translateMessage(t, fieldError(index2, 'expiryDate')) : undefined}
                        testId={`receive-expiry-${index}`}
                      />
                    </>
                  )}
                </Stack>
              </Stack>
            );
          })}
          {error && <Alert severity="error">{describeError(t, error)}</Alert>}
          {overRefused && (
            <FormControlLabel
              control={
                <Checkbox checked={confirmOver} onChange={(e) => setConfirmOver(e.target.checked)} data-testid="receive-confirm-over" />
              }
              label={t('purchaseOrders:receive.confirmOver')}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void submit().catch(() => {})}
          disabled={!chosen.length || receive.isPending}
          data-testid="receive-submit"
        >
          {t('purchaseOrders:receive.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
