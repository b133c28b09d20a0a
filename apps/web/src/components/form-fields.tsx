import { detailMessage } from '@/app/messages';
import { FormControlLabel, MenuItem, Switch, TextField, type TextFieldProps } from '@mui/material';
import { type Control, type FieldValues, type Path, type UseFormSetError, useController } from 'react-hook-form';
import { ApiError } from '@/app/api/api-error';
import { useFieldMessage } from './use-field-message';

/**
 * The form fields of the app, bound to react-hook-form: by `control`, or to the surrounding
 * `FormProvider` when it is left out. A field's message is said in the user's language by the
 * translator of its form (field-messages.ts).
 */
type Base<T extends FieldValues> = {
  control?: Control<T>;
  name: Path<T>;
  label: string;
  /** The input's test id; `field-<name>` unless given. */
  testId?: string;
};
type Rest = Omit<TextFieldProps, 'name' | 'label'>;

/** The input's test id: `testId`, else one already in `slotProps`, else `field-<name>`. */
const withTestId = (slotProps: TextFieldProps['slotProps'], testId: string | undefined, name: string) => ({
  ...slotProps,
  htmlInput: { 'data-testid': `field-${name}`, ...(slotProps?.htmlInput as object), ...(testId ? { 'data-testid': testId } : {}) },
});

/** A text field. `format` tidies the value when the field is left (an IBAN in groups of 4, a postcode as "1234 AB"). */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  format,
  testId,
  ...rest
}: Base<T> & { format?: (value: string) => string } & Rest) {
  const message = useFieldMessage();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
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
      helperText={message(fieldState.error?.message) ?? rest.helperText}
      slotProps={withTestId(rest.slotProps, testId, name)}
    />
  );
}

/** A whole number (days, a port, a sort order): kept as a number, '' while empty (which the schema refuses). */
export function FormNumberField<T extends FieldValues>({
  control,
  name,
  label,
  min,
  max,
  testId,
  ...rest
}: Base<T> & { min?: number; max?: number } & Rest) {
  const message = useFieldMessage();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      {...rest}
      label={label}
      type="number"
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))}
      onBlur={field.onBlur}
      error={!!fieldState.error}
      helperText={message(fieldState.error?.message) ?? rest.helperText}
      slotProps={withTestId(
        { ...rest.slotProps, htmlInput: { min, max, step: 1, ...(rest.slotProps?.htmlInput as object) } },
        testId,
        name,
      )}
    />
  );
}

/** A choice from `options`: the browser's own select (`native`, the default) or MUI's menu. */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  testId,
  native = true,
  disabled,
}: Base<T> & { options: Array<{ value: string | number; label: string }>; native?: boolean; disabled?: boolean }) {
  const message = useFieldMessage();
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
      disabled={disabled}
      error={!!fieldState.error}
      helperText={message(fieldState.error?.message)}
      slotProps={native ? { select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } } : undefined}
      fullWidth
    >
      {options.map((option) =>
        native ? (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ) : (
          <MenuItem key={option.value} value={String(option.value)}>
            {option.label}
          </MenuItem>
        ),
      )}
    </TextField>
  );
}

export function FormSwitch<T extends FieldValues>({ control, name, label, disabled }: Base<T> & { disabled?: boolean }) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={<Switch name={field.name} checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} disabled={disabled} />}
      label={label}
      sx={{ minHeight: 48 }}
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
      setError(path as Path<T>, { message: detailMessage(detail) });
      placed = true;
    }
  }
  return placed;
}
