import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-fields';

type Props = { name: string; label: string; stored: string; disabled?: boolean; helperText?: string };

/**
 * A secret (password, API key, token): starts empty and shows the stored one masked as a
 * placeholder; left empty, the stored secret is kept.
 */
export function FormSecret({ name, label, stored, disabled, helperText }: Props) {
  const { t } = useTranslation();
  return (
    <FormTextField
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      disabled={disabled}
      placeholder={stored || undefined}
      helperText={helperText ?? (stored ? t('workspace:secret.keep') : undefined)}
      slotProps={{ inputLabel: { shrink: stored ? true : undefined } }}
    />
  );
}
