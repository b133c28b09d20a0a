import { TZDateMini } from '@date-fns/tz';

/**
 * The company's time zone. The settings have no time-zone field: every tenant is a Dutch company,
 * so it is this one constant, used by the server and the web app alike.
 */
export const companyTimeZone = 'Europe/Amsterdam';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Today as an ISO date (YYYY-MM-DD) where the company is: the app's one "today". Order, invoice
 * and payment dates, due and overdue, expiry of lots: all count calendar days in this zone, on
 * the server and in the browser, whatever zone either runs in.
 */
export function todayInCompanyZone(now: Date | number = Date.now()): string {
  const day = new TZDateMini(typeof now === 'number' ? now : now.getTime(), companyTimeZone);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
