import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid } from 'date-fns';
import { type ComponentPropsWithRef, type ReactNode, type Ref, useState } from 'react';
import { PickersProvider } from './pickers-provider';

export type DateFieldProps = {
  label: string;
  /** An ISO date ("2026-05-01"); null or '' while empty. */
  value: string | null | undefined;
  /** The ISO date chosen, or null while the field is empty or not a whole date yet. */
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** On the hidden input that holds the date as shown ("30-06-2031" in Dutch). */
  testId?: string;
  /** ISO dates. */
  min?: string;
  max?: string;
};

/** An ISO date as the picker's Date (local midnight of that day), or null. */
export function dayOf(iso: string | null | undefined): Date | null {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.slice(0, 10)) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** A test id on the picker's hidden input (MUI X's slot types take `data-*` keys only by module augmentation). */
export const testIdProps = (testId: string | undefined) => ({ 'data-testid': testId }) as ComponentPropsWithRef<'input'>;

const isoOf = (date: Date | null) => (date && isValid(date) ? format(date, 'yyyy-MM-dd') : null);

/**
 * A date input in the user's language ("dd-mm-jjjj" in Dutch, never the browser's "mm/dd/yyyy"),
 * typed section by section or picked from a calendar, holding an ISO date. A date half typed is
 * kept in the field (and reported as null) until it is whole.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  error,
  helperText,
  required,
  disabled,
  ...rest
}: DateFieldProps) {
  const wanted = value || null;
  const [draft, setDraft] = useState<{ date: Date | null; iso: string | null }>({ date: dayOf(wanted), iso: wanted });
  if (draft.iso !== wanted) setDraft({ date: dayOf(wanted), iso: wanted });
  return (
    <PickersProvider>
      <DatePicker
        label={label}
        name={name}
        inputRef={inputRef}
        value={draft.date}
        disabled={disabled}
        minDate={dayOf(rest.min) ?? undefined}
        maxDate={dayOf(rest.max) ?? undefined}
        onChange={(date) => {
          const iso = isoOf(date);
          setDraft({ date, iso });
          if (iso !== wanted) onChange(iso);
        }}
        slotProps={{
          textField: {
            size: rest.size,
            fullWidth: rest.fullWidth,
            required,
            error,
            helperText,
            onBlur,
            slotProps: { htmlInput: testIdProps(rest.testId) },
          },
        }}
      />
    </PickersProvider>
  );
}
