import { TZDate } from '@date-fns/tz';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { companyTimeZone } from '@wb/domain/today';
import { isValid } from 'date-fns';
import { type ReactNode, useState } from 'react';
import { testIdProps } from './date-field';
import { PickersProvider } from './pickers-provider';

type Props = {
  label: string;
  /** An ISO moment ("2026-05-01T21:59:00.000Z"); null while empty. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  error?: boolean;
  helperText?: ReactNode;
  testId?: string;
};

/** The wall-clock time of a moment in the company's time zone, as the picker's (local) Date. */
export function wallClockOf(iso: string): Date {
  const there = new TZDate(iso, companyTimeZone);
  return new Date(there.getFullYear(), there.getMonth(), there.getDate(), there.getHours(), there.getMinutes());
}

/** The moment a wall-clock time in the company's time zone is, as an ISO string. */
export function momentOf(wallClock: Date): string {
  const w = wallClock;
  const at = new TZDate(w.getFullYear(), w.getMonth(), w.getDate(), w.getHours(), w.getMinutes(), 0, companyTimeZone);
  return new Date(at.getTime()).toISOString();
}

/**
 * A date and time in the user's language ("dd-mm-jjjj uu:mm" in Dutch), meant in the company's
 * time zone wherever the browser is, holding an ISO moment.
 */
export function DateTimeField({ label, value, onChange, error, helperText, testId }: Props) {
  const wanted = value || null;
  const [draft, setDraft] = useState<{ date: Date | null; iso: string | null }>({ date: wanted ? wallClockOf(wanted) : null, iso: wanted });
  if (draft.iso !== wanted) setDraft({ date: wanted ? wallClockOf(wanted) : null, iso: wanted });
  return (
    <PickersProvider>
      <DateTimePicker
        label={label}
        value={draft.date}
        ampm={false}
        onChange={(date) => {
          const iso = date && isValid(date) ? momentOf(date) : null;
          setDraft({ date, iso });
          if (iso !== wanted) onChange(iso);
        }}
        slotProps={{ textField: { error, helperText, slotProps: { htmlInput: testIdProps(testId) } } }}
      />
    </PickersProvider>
  );
}
