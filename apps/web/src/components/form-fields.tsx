import { FormControlLabel, Switch, TextField, type TextFieldProps } from '@mui/material';
import { type Control, type FieldValues, type Path, type UseFormSetError, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/app/api/api-error';
import { fieldMessage } from './field-message';

type Base<T extends FieldValues> = { control: Control<T>; name: Path<T>; label: string };

/**
 * A text field bound to a react-hook-form field; its message in the user's language. `format`
 * tidies the value when the field is left (an IBAN in groups of 4, a postcode as "1234 AB").
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  format,
  ...rest
}: Base<T> & { format?: (value: string) => string } & Omit<TextFieldProps, 'name' | 'label'>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...rest}
      label={label}
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={() => {
        if (format && typeof field.value === 'string' && field.value.trim()) field.onChange(format(field.value));
        field.onBlur();
      }}
      error={!!fieldState.error}
      helperText={fieldMessage(t, fieldState.error?.message) ?? rest.helperText}
      fullWidth
    />
  );
}

/** A whole number (days, sort order): kept as a number, '' while empty. */
export function FormNumberField<T extends FieldValues>({
  control,
  name,
  label,
  ...rest
}: Base<T> & Omit<TextFieldProps, 'name' | 'label'>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...rest}
      label={label}
      type="number"
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
      onBlur={field.onBlur}
      error={!!fieldState.error}
      helperText={fieldMessage(t, fieldState.error?.message)}
      fullWidth
    />
  );
}

export function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  testId,
}: Base<T> & { options: Array<{ value: string | number; label: string }>; testId?: string }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      label={label}
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      onChange={(e) => {
        const option = options.find((o) => String(o.value) === e.target.value);
        field.onChange(option ? option.value : e.target.value);
      }}
      onBlur={field.onBlur}
      error={!!fieldState.error}
      helperText={fieldMessage(t, fieldState.error?.message)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
      fullWidth
    >
      {options.map((option) => (
        <option key={option.value} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

export function FormSwitch<T extends FieldValues>({ control, name, label }: Base<T>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={<Switch name={field.name} checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
      label={label}
    />
  );
}

/**
 * Puts the server's field errors (400 details) on the form's fields; answers whether there were
 * any. `numberField` takes the numbering service's "number" error (a typed number is required).
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  err: unknown,
  fields: readonly string[],
  numberField?: string,
): boolean {
  if (!(err instanceof ApiError) || !err.details.length) return false;
  let placed = false;
  for (const detail of err.details) {
    const path = detail.path === 'number' ? numberField : detail.path;
    if (path && fields.includes(path)) {
      setError(path as Path<T>, { message: detail.message });
      placed = true;
    }
  }
  return placed;
}
