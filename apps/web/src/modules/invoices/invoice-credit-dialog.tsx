import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { CreditInvoiceInput, Invoice } from '@wb/contract/invoices';
import { decimalPattern, money } from '@wb/domain/money';
import { computeDocumentTotals } from '@wb/domain/order-totals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, translateMessage } from '@/app/messages';
import { DecimalField } from '@/components/decimal-field';
import { formatMoney, formatQuantity } from '@/components/format';
import { useCreditInvoice } from './invoices-api';

type Choice = { checked: boolean; quantity: string };

/** What is left of a line to credit: its quantity less what earlier credit notes took (4 decimals, trailing zeros off). */
const leftOf = (line: Invoice['lines'][number]) => {
  const left = money(line.quantity).minus(line.creditedQuantity);
  return (left.isNegative() ? money(0) : left).toFixed(4).replace(/\.?0+$/, '');
};

/**
 * A credit note for a final invoice: everything that is left (which cancels the invoice), or
 * chosen lines with the quantities to take back. The server checks again and refuses more than is left.
 */
export function InvoiceCreditDialog({ invoice, onClose }: { invoice: Invoice; onClose: (note?: Invoice) => void }) {
  const { t, i18n } = useTranslation();
  const credit = useCreditInvoice();
  const [mode, setMode] = useState<'all' | 'lines'>('all');
  const [reason, setReason] = useState('');
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(invoice.lines.map((line) => [line.id, { checked: false, quantity: leftOf(line) }])),
  );
  const invalid = (line: Invoice['lines'][number]) => {
    const choice = choices[line.id];
    if (!choice?.checked) return false;
    const text = choice.quantity.replace(',', '.');
    return !decimalPattern.test(text) || money(text).lte(0) || money(text).gt(leftOf(line));
  };
  const chosen = invoice.lines.filter((line) => choices[line.id]?.checked);
  const credited =
    mode === 'all'
      ? invoice.lines.map((line) => ({ line, quantity: leftOf(line) }))
      : chosen.filter((line) => !invalid(line)).map((line) => ({ line, quantity: (choices[line.id]?.quantity ?? '0').replace(',', '.') }));
  const total = computeDocumentTotals(
    credited.map(({ line, quantity }) => ({
      amount: money(quantity).negated().toFixed(4),
      price: line.price,
      discount: line.discount,
      vatRate: line.vatRate,
    })),
  ).gross;
  const canSubmit = mode === 'all' || (chosen.length > 0 && !chosen.some(invalid));
  const set = (id: string, change: Partial<Choice>) =>
    setChoices((all) => ({ ...all, [id]: { ...(all[id] ?? { checked: false, quantity: '' }), ...change } }));

  const submit = () => {
    const input: CreditInvoiceInput = {
      ...(reason.trim() ? { reason: reason.trim() } : {}),
      ...(mode === 'lines'
        ? { lines: chosen.map((line) => ({ lineId: line.id, quantity: (choices[line.id]?.quantity ?? '').replace(',', '.') })) }
        : {}),
    };
    credit.mutate({ id: invoice.id, input }, { onSuccess: (note) => onClose(note) });
  };

  return (
    <Dialog open onClose={() => onClose()} fullWidth maxWidth="md" data-testid="invoice-credit-dialog">
      <DialogTitle>{t('invoices:credit.title', { number: invoice.invoiceNumber })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {credit.error && <Alert severity="error">{translateMessage(t, describeError(t, credit.error))}</Alert>}
          <RadioGroup value={mode} onChange={(e) => setMode(e.target.value as 'all' | 'lines')}>
            <FormControlLabel value="all" control={<Radio />} label={t('invoices:credit.all')} data-testid="credit-mode-all" />
            <FormControlLabel value="lines" control={<Radio />} label={t('invoices:credit.partial')} data-testid="credit-mode-lines" />
          </RadioGroup>
          {mode === 'lines' && (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox" />
                  <TableCell>{t('invoices:fields.description')}</TableCell>
                  <TableCell align="right">{t('invoices:credit.left')}</TableCell>
                  <TableCell align="right">{t('invoices:credit.quantity')}</TableCell>
                  <TableCell align="right">{t('invoices:fields.price')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {invoice.lines.map((line, index) => {
                  const left = leftOf(line);
                  const nothingLeft = money(left).lte(0);
                  return (
                    <TableRow key={line.id}>
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={Boolean(choices[line.id]?.checked)}
                          disabled={nothingLeft}
                          onChange={(e) => set(line.id, { checked: e.target.checked })}
                          slotProps={{ input: { 'aria-label': line.description, 'data-testid': `credit-line-${index}` } as never }}
                        />
                      </TableCell>
                      <TableCell>{line.description}</TableCell>
                      <TableCell align="right">{formatQuantity(left, i18n.language)}</TableCell>
                      <TableCell align="right">
                        <DecimalField
                          size="small"
                          value={choices[line.id]?.quantity ?? ''}
                          disabled={!choices[line.id]?.checked}
                          onChange={(quantity) => set(line.id, { quantity })}
                          error={invalid(line)}
                          helperText={
                            invalid(line) ? t('invoices:credit.tooMuch', { left: formatQuantity(left, i18n.language) }) : undefined
                          }
                          slotProps={{ htmlInput: { 'data-testid': `credit-quantity-${index}`, style: { textAlign: 'right' } } }}
                          sx={{ width: 120 }}
                        />
                      </TableCell>
                      <TableCell align="right">{formatMoney(line.price, i18n.language, 4)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
          <TextField
            label={t('invoices:credit.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'credit-reason' } }}
          />
          <Typography data-testid="credit-total">{t('invoices:credit.total', { gross: formatMoney(total, i18n.language) })}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{t('invoices:actions.cancel')}</Button>
        <Button variant="contained" color="warning" disabled={!canSubmit || credit.isPending} onClick={submit} data-testid="credit-submit">
          {t('invoices:credit.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
