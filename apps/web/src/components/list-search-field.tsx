import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from './use-debounced-value';
import { useSettings } from '@/app/workspace-settings';
import { useLazyNamespace } from '@/locales/lazy-namespace';

/**
 * The search box of every list: the typed text goes to `onSearch` once typing pauses for the
 * search settings' delay. The syntax (words, or, -exclude, "exact") is explained in its tooltip.
 */
export function ListSearchField({ value, onSearch, testId }: { value: string; onSearch: (q: string) => void; testId?: string }) {
  useLazyNamespace('lists');
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, settings?.search.searchDelayMs ?? 300);
  useEffect(() => {
    if (settled !== value) onSearch(settled);
  }, [settled, value, onSearch]);
  return (
    <TextField
      value={text}
      onChange={(e) => setText(e.target.value)}
      placeholder={t('lists:search.placeholder')}
      size="small"
      sx={{ minWidth: { xs: '100%', sm: 320 } }}
      slotProps={{
        htmlInput: { 'aria-label': t('lists:search.label'), 'data-testid': testId ?? 'list-search' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <HelpOutlinedIcon fontSize="small" color="action" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
