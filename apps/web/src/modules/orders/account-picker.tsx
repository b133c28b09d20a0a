import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import type { Account } from '@wb/contract/accounts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchAccounts } from './orders-api';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { useSearchSettings } from '@/app/workspace-settings';
import { useOnline } from '@/app/offline/online';
import { searchCachedAccounts, useOfflineAccounts } from './use-offline-catalog';

export type AccountChoice = { id: string; label: string };

type Props = {
  value: AccountChoice | null;
  onChange: (account: AccountChoice | null) => void;
  label: string;
  error?: string;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
  disabled?: boolean;
  /** Taller input and options for touch screens. */
  touch?: boolean;
  /** Keeps the active customers on the device and searches them there while offline (order entry). */
  offlineReady?: boolean;
  /** Where to search instead of GET /accounts/search (a super admin's chosen company), and its cache key. */
  source?: { key: readonly unknown[]; search: (term: string, signal?: AbortSignal) => Promise<Account[]> };
  'data-testid'?: string;
};

/** The account's contact: the contact person, else the first and last name. */
export const contactOf = (account: Pick<Account, 'contactPerson' | 'firstName' | 'lastName'>) =>
  account.contactPerson || [account.firstName, account.lastName].filter(Boolean).join(' ');

/**
 * An account as the pickers show it; with Settings → Search → showContactInClientSearch on
 * (the search then also finds accounts by their contact) the contact too.
 */
export function accountChoiceLabel(account: Account, showContact: boolean): string {
  const contact = showContact ? contactOf(account) : '';
  return [account.companyName, account.accountNumber, account.city, contact].filter(Boolean).join(' · ');
}

/** Finds a customer account by name, number, city or postcode as you type. */
export function AccountPicker(props: Props) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), 250);
  const online = useOnline();
  const found = useQuery({
    queryKey: [...(props.source?.key ?? []), 'orders', 'account-search', term],
    queryFn: ({ signal }) => (props.source?.search ?? searchAccounts)(term, signal),
    enabled: term.length > 0,
    staleTime: 30_000,
  });
  const cached = useOfflineAccounts(!!props.offlineReady);
  const showContact = useSearchSettings().showContactInClientSearch;
  const shown = !online && props.offlineReady && !found.data ? searchCachedAccounts(cached.data ?? [], term) : (found.data ?? []);
  const options: AccountChoice[] = shown.map((a) => ({ id: a.id, label: accountChoiceLabel(a, showContact) }));
  return (
    <Autocomplete
      value={props.value}
      onChange={(_, value) => props.onChange(value)}
      inputValue={input}
      onInputChange={(_, value) => setInput(value)}
      options={options}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      loading={found.isFetching}
      disabled={props.disabled}
      noOptionsText={term ? t('orders:picker.noAccounts') : t('orders:picker.typeToSearch')}
      loadingText={t('orders:picker.loading')}
      slotProps={props.touch ? { listbox: { sx: { '& .MuiAutocomplete-option': { minHeight: 56 } } } } : undefined}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          size={props.size}
          autoFocus={props.autoFocus}
          error={!!props.error}
          helperText={props.error}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': props['data-testid'] },
            input: {
              ...params.slotProps.input,
              sx: props.touch ? { minHeight: 56, fontSize: '1.1rem' } : undefined,
              endAdornment: (
                <>
                  {found.isFetching ? <CircularProgress size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
