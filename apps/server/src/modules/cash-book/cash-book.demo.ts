import { cashBookSettingsSchema } from '@wb/contract/settings-documents';
import { todayInCompanyZone } from '@wb/domain/today';
import type { Tx } from '@/db/transaction';
import { ctxOf, type TenantCtx } from '@/platform/context';
import { newId } from '@/platform/ids';
import { upsertSettingRow } from '@/modules/settings/settings.queries';
import { money } from '@wb/domain/money';
import { closeCashBookDay } from './cash-book-day.service';
import { closeCashBookMonth, createCashBookEntry, getCashBook } from './cash-book.service';

type Kind = 'income' | 'expense' | 'deposit';
const descriptions: Array<[string, 'in' | 'out', string, 21 | 9 | 0 | null, Kind]> = [
  ['Verkoop toonbank', 'in', '184.35', 9, 'income'],
  ['Koffie, melk en suiker kantine', 'out', '23.80', 9, 'expense'],
  ['Contante verkoop markt', 'in', '312.60', 9, 'income'],
  ['Afgestort bij de bank', 'out', '400.00', null, 'deposit'],
  ['Parkeergeld bezorgbus', 'out', '7.50', 21, 'expense'],
  ['Verkoop toonbank', 'in', '96.15', 21, 'income'],
];

/** The first day of the month `back` months before this one. */
function monthBack(back: number): { year: number; month: number } {
  const [year, month] = todayInCompanyZone().split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * A demo cash book: a shop till and a safe in the settings, each with an opening balance for this
 * year and last, a few months of entries in the till (the oldest months closed).
 */
export async function seedDemoCashBook(tx: Tx, tenantId: string, userIds: string[]): Promise<number> {
  const actor = userIds[0] ?? null;
  const principal = actor ? { userId: actor, sessionId: '', tenantId, role: 'TENANT_ADMIN' as const, permissions: {} } : null;
  const ctx: TenantCtx = ctxOf(tx, { tenantId, principal, userAgent: 'seed' });
  const thisYear = Number(todayInCompanyZone().slice(0, 4));
  const till = newId();
  const value = cashBookSettingsSchema.parse({
    ledgers: [
      {
        id: till,
        name: 'Kassa winkel',
        code: 'KAS',
        balances: [
          { year: thisYear - 1, openingBalance: '350.00' },
          { year: thisYear, openingBalance: '500.00' },
        ],
      },
      { id: newId(), name: 'Kluis', code: 'KLUIS', balances: [{ year: thisYear, openingBalance: '1500.00' }] },
    ],
  });
  await upsertSettingRow(tx, tenantId, { section: 'cashBook', value, secrets: {}, updatedBy: actor });
  let count = 0;
  for (const back of [3, 2, 1, 0]) {
    const { year, month } = monthBack(back);
    const today = todayInCompanyZone();
    for (const [index, [description, direction, amount, vatRate, kind]] of descriptions.entries()) {
      const day = `${year}-${String(month).padStart(2, '0')}-${String(2 + index * 4).padStart(2, '0')}`;
      if (day > today) continue;
      await createCashBookEntry(ctx, { ledgerId: till, entryDate: day, description, direction, amount, vatRate, kind });
      count++;
    }
    // The months before last are counted and closed.
    if (back >= 2) await closeCashBookMonth(ctx, { ledgerId: till, month: `${year}-${String(month).padStart(2, '0')}` });
    // Last month's middle day was counted: 40 cents short.
    if (back === 1) await closeDemoDay(ctx, till, year, month);
  }
  return count;
}

async function closeDemoDay(ctx: TenantCtx, ledgerId: string, year: number, month: number): Promise<void> {
  const day = `${year}-${String(month).padStart(2, '0')}-14`;
  const book = await getCashBook(ctx, { ledgerId, year, fromMonth: month, toMonth: month });
  const upToDay = book.entries.filter((e) => e.entryDate <= day).at(-1)?.balance ?? book.periodOpening;
  const counted = money(upToDay).minus('0.40').toFixed(2);
  await closeCashBookDay(ctx, { ledgerId, day, counted, reason: 'Wisselgeld verkeerd teruggegeven' });
}
