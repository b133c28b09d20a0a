import type { TextFieldProps } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalField } from '@/components/decimal-field';
import { translateMessage } from '@/app/messages';

type Props = { name: string; label: string; minDecimals?: number; disabled?: boolean; slotProps?: TextFieldProps['slotProps'] };

/** An amount or percentage of the surrounding settings form, typed and shown in the user's language ("2,5"). */
export function SettingsDecimalField({ name, label, minDecimals, disabled, slotProps }: Props) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DecimalField
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          minDecimals={minDecimals}
          disabled={disabled}
          error={!!fieldState.error}
          helperText={translateMessage(t, fieldState.error?.message)}
          slotProps={slotProps}
          fullWidth
        />
      )}
    />
  );
}
