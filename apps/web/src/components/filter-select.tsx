import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLazyNamespace } from '@/locales/lazy-namespace';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  testId?: string;
  minWidth?: number;
};

/** A list filter: a native select with "all" (the empty value) first. */
export function FilterSelect({ label, value, onChange, options, testId, minWidth = 150 }: Props) {
  useLazyNamespace('lists');
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: testId ? { 'data-testid': testId } : undefined }}
    >
      <option value="">{t('lists:filters.all')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** Options for `FilterSelect` from values and a function naming each. */
export const translatedOptions = (values: readonly string[], label: (value: string) => string) =>
  values.map((value) => ({ value, label: label(value) }));
