import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import type { KvkSearchResult } from '@wb/contract/kvk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { usePublicKvkSearch } from './kvk-api';

/**
 * Registering a company can start from the register (public search, no sign-in): choosing a hit
 * hands its name, number, street and city to the form.
 */
export function KvkCompanyPicker({ onPick }: { onPick: (result: KvkSearchResult) => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input, 300);
  const search = usePublicKvkSearch(term);
  const options = term.trim().length >= 3 ? (search.data?.results ?? []) : [];
  return (
    <Autocomplete<KvkSearchResult>
      options={options}
      filterOptions={(x) => x}
      loading={search.isFetching}
      inputValue={input}
      onInputChange={(_, value) => setInput(value)}
      onChange={(_, value) => value && onPick(value)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.kvkNumber === b.kvkNumber && a.branchNumber === b.branchNumber}
      noOptionsText={search.error ? describeError(t, search.error) : t('common:kvkLookup.searchHint')}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={`${o.kvkNumber}-${o.branchNumber ?? o.type}`} {...props} data-testid={`kvk-pick-${o.kvkNumber}`}>
          <div>
            <Typography variant="body2">{o.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {[o.kvkNumber, o.city].filter(Boolean).join(' · ')}
            </Typography>
          </div>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('common:kvkLookup.searchLabel')}
          helperText={t('common:kvkLookup.searchHint')}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'kvk-picker-input' } }}
        />
      )}
    />
  );
}
