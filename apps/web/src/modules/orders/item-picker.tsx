import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import type { OrderCatalogItem } from '@wb/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/components/format';
import { orderKeys, searchCatalog } from './orders-api';
import { useDebouncedValue } from '@/components/use-debounced-value';

type Props = { onPick: (item: OrderCatalogItem) => void; disabled: boolean; onLoadFailed: (failed: boolean) => void };

const exactMatch = (items: OrderCatalogItem[], text: string) =>
  items.find((i) => i.barcode === text || i.sku.toLowerCase() === text.toLowerCase()) ?? (items.length === 1 ? items[0] : undefined);

/**
 * Adds a line by item number, name or barcode. Enter takes the highlighted match; a scanned
 * barcode (typed faster than the search answers) is looked up at once.
 */
export function ItemPicker({ onPick, disabled, onLoadFailed }: Props) {
  const { t, i18n } = useTranslation();
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), 200);
  const found = useQuery({
    queryKey: orderKeys.catalog(term, ''),
    queryFn: async ({ signal }) => {
      try {
        const items = await searchCatalog(term, '', 20, signal);
        onLoadFailed(false);
        return items;
      } catch (err) {
        if ((err as Error).name !== 'AbortError') onLoadFailed(true);
        throw err;
      }
    },
    enabled: term.length > 0,
    staleTime: 30_000,
    retry: false,
  });
  const pick = (item: OrderCatalogItem) => {
    onPick(item);
    setInput('');
  };
  const options = term === input.trim() ? (found.data ?? []) : [];

  return (
    <Autocomplete
      freeSolo
      autoHighlight
      disabled={disabled}
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => reason !== 'reset' && setInput(value)}
      filterOptions={(x) => x}
      getOptionLabel={(o) => (typeof o === 'string' ? o : `${o.sku} ${o.name}`)}
      onChange={async (_, value) => {
        if (value && typeof value !== 'string') return pick(value);
        const text = (typeof value === 'string' ? value : input).trim();
        if (!text) return;
        try {
          const items = await searchCatalog(text, '', 20);
          onLoadFailed(false);
          const match = exactMatch(items, text);
          if (match) pick(match);
        } catch {
          onLoadFailed(true);
        }
      }}
      loading={found.isFetching}
      loadingText={t('orders:picker.loading')}
      noOptionsText={t('orders:picker.noItems')}
      renderOption={({ key, ...props }, item) => (
        <Box component="li" key={key} {...props} data-testid="item-option">
          <Box sx={{ display: 'flex', width: '100%', gap: 1 }}>
            <Typography variant="body2" sx={{ minWidth: 90, color: 'text.secondary' }}>
              {item.sku}
            </Typography>
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              {item.name} <span style={{ opacity: 0.6 }}>({item.unit})</span>
            </Typography>
            <Typography variant="body2">{formatMoney(item.price, i18n.language)}</Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('orders:lines.add')}
          placeholder={t('orders:lines.addPlaceholder')}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'item-picker' } }}
        />
      )}
    />
  );
}
