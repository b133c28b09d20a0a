import { Autocomplete, TextField } from '@mui/material';
import type { InvoiceSummary } from '@wb/contract/invoices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { formatMoney } from '@/components/format';
import { useInvoicesToPay } from './payments-api';

export type PickedInvoice = Pick<InvoiceSummary, 'id' | 'invoiceNumber' | 'accountName' | 'outstandingAmount' | 'accountId'>;

/** Chooses a final invoice that can take a payment (searched by number or customer). */
export function InvoicePicker({
  value,
  onChange,
  error,
  testId,
}: {
  value: PickedInvoice | null;
  onChange: (invoice: PickedInvoice | null) => void;
  error?: string;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input, 250);
  const list = useInvoicesToPay({ q: q || undefined, kind: 'invoice', pageSize: 20 });
  const options = (list.data?.items ?? []).filter((i) => i.status !== 'draft' && i.status !== 'cancelled');
  return (
    <Autocomplete<PickedInvoice>
      options={options}
      value={value}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => `${o.invoiceNumber ?? ''} · ${o.accountName} · ${formatMoney(o.outstandingAmount, i18n.language)}`}
      onInputChange={(_e, text) => setInput(text)}
      onChange={(_e, picked) => onChange(picked)}
      renderInput={(params) => (
        <TextField {...params} size="small" label={t('payments:fields.invoice')} error={!!error} helperText={error} data-testid={testId} />
      )}
    />
  );
}
