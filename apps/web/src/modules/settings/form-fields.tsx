import { FormControlLabel, MenuItem, Switch, TextField, type TextFieldProps } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateSettingsMessage } from './settings-messages';

type Base = { name: string; label: string; disabled?: boolean; helperText?: string };

/** Text field bound to the surrounding form; `format` tidies the value when the field is left. */
export function FormText({
  name,
  label,
  format,
  helperText,
  ...rest
}: Base & { format?: (value: string) => string } & Omit<TextFieldProps, 'name' | 'label'>) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={() => {
            if (format && typeof field.value === 'string' && field.value.trim()) field.onChange(format(field.value));
            field.onBlur();
          }}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={translateSettingsMessage(t, fieldState.error?.message) ?? helperText}
          fullWidth
        />
      )}
    />
  );
}

/** Whole-number field: the form holds a number ('' while empty, which the schema refuses). */
export function FormNumber({ name, label, disabled, helperText, min, max }: Base & { min?: number; max?: number }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          type="number"
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled}
          error={!!fieldState.error}
          helperText={translateSettingsMessage(t, fieldState.error?.message) ?? helperText}
          slotProps={{ htmlInput: { min, max, step: 1 } }}
          fullWidth
        />
      )}
    />
  );
}

export function FormSwitch({ name, label, disabled }: Base) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} name={field.name} disabled={disabled} />
          }
          label={label}
          sx={{ minHeight: 48 }}
        />
      )}
    />
  );
}

export function FormSelect({ name, label, options, disabled }: Base & { options: Array<{ value: string; label: string }> }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled}
          error={!!fieldState.error}
          helperText={translateSettingsMessage(t, fieldState.error?.message)}
          fullWidth
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * A secret (password, API key, token): starts empty and shows the stored one masked as a
 * placeholder; left empty, the stored secret is kept.
 */
export function FormSecret({ name, label, stored, disabled, helperText }: Base & { stored: string }) {
  const { t } = useTranslation();
  return (
    <FormText
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
