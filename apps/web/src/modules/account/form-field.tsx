import { TextField, type TextFieldProps } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/app/messages';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & { name: Path<T>; control: Control<T> };

/** A text field bound to a react-hook-form field, with its (translated) error below it. */
export function FormField<T extends FieldValues>({ name, control, ...props }: Props<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ''}
          error={!!fieldState.error}
          helperText={translateMessage(t, fieldState.error?.message) ?? props.helperText}
          slotProps={{ ...props.slotProps, htmlInput: { ...(props.slotProps?.htmlInput as object), 'data-testid': `field-${name}` } }}
        />
      )}
    />
  );
}

/**
 * A responsive form grid of 6 columns (one column on phones), made with CSS grid on a Box: the
 * Grid component would be split into a chunk of its own shared with the dashboard.
 */
export const formGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, minmax(0, 1fr))' } } as const;
export const span = (columns: 2 | 3 | 4 | 6) => ({ gridColumn: { sm: `span ${columns}` } });
