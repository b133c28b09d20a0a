import { addDays, differenceInCalendarDays, formatISO, parseISO } from 'date-fns';
import { todayInCompanyZone } from '@wb/domain/today';
import { fieldError } from '@/platform/errors';

export type Period = { startDate: string; endDate: string };

export const isoDay = (date: Date) => formatISO(date, { representation: 'date' });
export const shiftDay = (day: string, days: number) => isoDay(addDays(parseISO(day), days));
export const daysBetween = (from: string, to: string) => differenceInCalendarDays(parseISO(to), parseISO(from));

/** The asked period (inclusive); `defaultDays` ending today when not given. */
export function periodOf(query: { startDate?: string; endDate?: string }, defaultDays: number, today = todayInCompanyZone()): Period {
  const endDate = query.endDate ?? today;
  const startDate = query.startDate ?? shiftDay(endDate, -(defaultDays - 1));
  if (startDate > endDate) throw fieldError('VALIDATION_FAILED', 'startDate', 'validation.invalidDate');
  if (daysBetween(startDate, endDate) > 3660) throw fieldError('VALIDATION_FAILED', 'startDate', 'validation.invalidDate');
  return { startDate, endDate };
}

/** The period of the same length just before. */
export function previousPeriod(period: Period): Period {
  const length = daysBetween(period.startDate, period.endDate) + 1;
  return { startDate: shiftDay(period.startDate, -length), endDate: shiftDay(period.startDate, -1) };
}
