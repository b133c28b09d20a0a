import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import { Autocomplete, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchSettings } from '@/app/workspace-settings';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { clearSearchHistory, readSearchHistory, rememberSearch } from './search-history';
import { useDebouncedValue } from './use-debounced-value';

type Props = {
  value: string;
  onSearch: (q: string) => void;
  testId?: string;
  /** Whose searches to remember (default: the page's path, one history per list). */
  historyKey?: string;
};

/**
 * The search box of every list: the typed text goes to `onSearch` once typing pauses for the
 * search settings' delay. The syntax (words, or, -exclude, "exact") is explained in its tooltip.
 * Settings → Search: `searchHistory` keeps the list's last 8 searches in this browser (off: none,
 * and those kept are forgotten); `autocomplete` offers them when the box has the focus, filtered
 * by what is typed (off: no suggestions at all, and the browser's own are off too).
 */
export function ListSearchField({ value, onSearch, testId, historyKey }: Props) {
  useLazyNamespace('lists');
  const { t } = useTranslation();
  const settings = useSearchSettings();
  const list = historyKey ?? (typeof window === 'undefined' ? 'list' : window.location.pathname);
  const [text, setText] = useState(value);
  const [history, setHistory] = useState(() => (settings.searchHistory ? readSearchHistory(list) : []));
  const settled = useDebouncedValue(text, settings.searchDelayMs);
  useEffect(() => {
    if (settled === value) return;
    onSearch(settled);
    if (settings.searchHistory && settled.trim()) setHistory(rememberSearch(list, settled));
  }, [settled, value, onSearch, settings.searchHistory, list]);
  useEffect(() => {
    if (settings.searchHistory) setHistory(readSearchHistory(list));
    else {
      clearSearchHistory();
      setHistory([]);
    }
  }, [settings.searchHistory, list]);

  const fieldProps = (props: Partial<TextFieldProps> = {}): TextFieldProps => ({
    ...props,
    placeholder: t('lists:search.placeholder'),
    size: 'small',
    sx: { minWidth: { xs: '100%', sm: 320 } },
    slotProps: {
      ...props.slotProps,
      htmlInput: {
        ...(props.slotProps?.htmlInput as object),
        'aria-label': t('lists:search.label'),
        'data-testid': testId ?? 'list-search',
        ...(settings.autocomplete ? {} : { autoComplete: 'off' }),
      },
      input: {
        ...(props.slotProps?.input as object),
        endAdornment: (
          <>
            {(props.slotProps?.input as { endAdornment?: ReactNode } | undefined)?.endAdornment}
            <InputAdornment position="end">
              <HelpOutlinedIcon fontSize="small" color="action" />
            </InputAdornment>
          </>
        ),
      },
    },
  });

  if (!settings.autocomplete) {
    return <TextField {...fieldProps()} value={text} onChange={(e) => setText(e.target.value)} />;
  }
  return (
    <Autocomplete
      freeSolo
      sx={{ minWidth: { xs: '100%', sm: 320 } }}
      openOnFocus
      options={history}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      value={null}
      onChange={(_, chosen) => {
        if (typeof chosen === 'string') setText(chosen);
      }}
      slotProps={{ listbox: { 'data-testid': 'list-search-history' } as object }}
      renderInput={(params) => <TextField {...fieldProps(params as Partial<TextFieldProps>)} />}
    />
  );
}
