import { formatDate } from '@wb/domain/format/dates';
import { isolate } from '@wb/domain/format/locale';
import { formatMoney, formatNumber } from '@wb/domain/format/numbers';

/**
 * What a notification's values are, by name: the server sends them as they are (an ISO date, a
 * decimal string) and the reader's app writes them in the reader's language.
 */
const kinds: Record<string, 'money' | 'number' | 'date'> = {
  amount: 'money',
  outstandingAmount: 'money',
  quantity: 'number',
  threshold: 'number',
  dueDate: 'date',
};

const decimal = /^-?\d+(\.\d+)?$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function shown(name: string, value: string, language: string): string {
  const kind = kinds[name];
  if ((kind === 'money' || kind === 'number') && decimal.test(value)) {
    return kind === 'money' ? formatMoney(value, language) : formatNumber(value, language);
  }
  if (kind === 'date' && isoDate.test(value)) return formatDate(value, language);
  // Written already (a notification stored before its values travelled as they are), or a name.
  return value;
}

/**
 * The values of a notification as its text shows them: amounts "€ 43,16", dates "1 mei 2026",
 * quantities "1.234,5" in Dutch; in Arabic each value (a Latin name, a number, an amount) is
 * isolated, so "Demo Groothandel B.V." keeps its full stop at its end inside the sentence.
 */
export function notificationParams(params: Record<string, string>, language: string): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, isolate(shown(name, value, language), language)]));
}
