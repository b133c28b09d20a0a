import { TextField, type TextFieldProps } from '@mui/material';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDecimalText } from './use-decimal-text';
import { translateMessage } from '@/app/messages';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'defaultValue' | 'type'> & {
  /** The canonical decimal string ("4.95"), '' while empty. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** Decimals shown at least once the field is left: 2 for money. */
  minDecimals?: number;
};

/**
 * A decimal or money input in the user's language: accepts "4,95" and "4.95" (and thousands
 * separators as the language types them), shows the language's decimal separator, hands the
 * form the canonical decimal string. Used bare or inside a react-hook-form Controller.
 */
export function DecimalField({ value, onChange, minDecimals, onBlur, slotProps, ...rest }: Props) {
  const decimal = useDecimalText(value, onChange, minDecimals);
  return (
    <TextField
      {...rest}
      value={decimal.text}
      onChange={(e) => decimal.onChange(e.target.value)}
      onBlur={(e) => {
        decimal.onBlur();
        onBlur?.(e);
      }}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', ...slotProps?.htmlInput } }}
    />
  );
}

/** The same, bound to a react-hook-form field; its message in the user's language. */
export function FormDecimalField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  ...rest
}: { control: Control<T>; name: Path<T>; label: string } & Omit<Props, 'value' | 'onChange' | 'name' | 'label'>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <DecimalField
      {...rest}
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={!!fieldState.error}
      helperText={translateMessage(t, fieldState.error?.message) ?? helperText}
      fullWidth
    />
  );
}
