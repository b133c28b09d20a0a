import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import { ar, enGB, nl, tr } from 'date-fns/locale';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The date pickers in the user's language: date-fns's locale gives the field's order and
 * separators ("dd-MM-yyyy" in Dutch, "dd/MM/yyyy" in English and Arabic, "dd.MM.yyyy" in Turkish;
 * Latin digits in all) and the calendar's first weekday; the picker's own words come from
 * common:pickers, in all four languages (MUI X ships no Arabic texts).
 */
const dateLocales = { nl, en: enGB, tr, ar };

function usePickerTexts(): Partial<PickersLocaleText> {
  const { t } = useTranslation();
  return useMemo(() => {
    const p = (key: string, values?: Record<string, string>) => t(`common:pickers.${key}`, values);
    const view = (name: string) => p(`views.${name}`);
    return {
      previousMonth: p('previousMonth'),
      nextMonth: p('nextMonth'),
      openPreviousView: p('openPreviousView'),
      openNextView: p('openNextView'),
      calendarViewSwitchingButtonAriaLabel: (current) => p(current === 'year' ? 'toCalendarView' : 'toYearView'),
      cancelButtonLabel: p('cancel'),
      clearButtonLabel: p('clear'),
      okButtonLabel: p('ok'),
      todayButtonLabel: p('today'),
      nextStepButtonLabel: p('next'),
      datePickerToolbarTitle: p('chooseDate'),
      dateTimePickerToolbarTitle: p('chooseDateTime'),
      timePickerToolbarTitle: p('chooseTime'),
      openDatePickerDialogue: (date) => (date ? p('chooseDateChosen', { date }) : p('chooseDate')),
      openTimePickerDialogue: (time) => (time ? p('chooseTimeChosen', { time }) : p('chooseTime')),
      fieldClearLabel: p('clear'),
      dateTableLabel: p('chooseDate'),
      timeTableLabel: p('chooseTime'),
      selectViewText: (name) => p('select', { view: view(name) }),
      fieldDayPlaceholder: () => p('placeholders.day'),
      fieldMonthPlaceholder: ({ contentType }) => (contentType === 'letter' ? p('views.month') : p('placeholders.month')),
      fieldYearPlaceholder: ({ digitAmount }) => p('placeholders.year').slice(0, Math.max(2, digitAmount)),
      fieldHoursPlaceholder: () => p('placeholders.hours'),
      fieldMinutesPlaceholder: () => p('placeholders.minutes'),
      year: view('year'),
      month: view('month'),
      day: view('day'),
      hours: view('hours'),
      minutes: view('minutes'),
      empty: p('empty'),
    };
    // `t` is another function in another language: the texts follow it.
  }, [t]);
}

export function PickersProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = (i18n.language.split('-')[0] ?? 'nl') as keyof typeof dateLocales;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateLocales[language] ?? nl} localeText={usePickerTexts()}>
      {children}
    </LocalizationProvider>
  );
}
