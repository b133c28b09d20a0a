import { todayInCompanyZone } from '@wb/domain/today';
import type { Tx } from '@/db/transaction';
import { ctxOf, type TenantCtx } from '@/platform/context';
import { findAccounts } from '@/modules/accounts/accounts.service';
import { findItems } from '@/modules/items/items.service';
import { sendQuote } from './quote-email.service';
import { acceptQuote, createQuote, declineQuote, expireQuotes } from './quotes.service';

const isoDay = (offset: number) => todayInCompanyZone(Date.now() + offset * 86_400_000);

type Plan = { made: number; valid: number; end: 'draft' | 'sent' | 'accepted' | 'declined' | 'expired'; notes?: string };

/** Quotes in every status: two drafts, two sent, one accepted (became an order), one declined, one expired. */
const plans: Plan[] = [
  { made: -40, valid: -10, end: 'expired', notes: 'Seizoensaanbieding najaar' },
  { made: -25, valid: 5, end: 'declined', notes: 'Klant koos een andere leverancier' },
  { made: -14, valid: 16, end: 'accepted', notes: 'Prijzen geldig bij afname van de hele partij' },
  { made: -6, valid: 24, end: 'sent' },
  { made: -2, valid: 28, end: 'sent', notes: 'Levering in overleg' },
  { made: -1, valid: 29, end: 'draft' },
  { made: 0, valid: 30, end: 'draft', notes: 'Nog navragen: gewenste verpakking' },
];

/** Demo quotes, made through the services as a salesperson would (sent without e-mail: handed over). */
export async function seedDemoQuotes(tx: Tx, tenantId: string, userIds: string[]): Promise<number> {
  const actor = userIds[0] ?? null;
  const principal = actor ? { userId: actor, sessionId: '', tenantId, role: 'TENANT_ADMIN' as const, permissions: {} } : null;
  const ctx: TenantCtx = ctxOf(tx, { tenantId, principal, userAgent: 'seed' });
  const accounts = (await findAccounts(ctx, { page: 1, pageSize: 20, status: 'active', blocked: false })).items;
  const items = (await findItems(ctx, { page: 1, pageSize: 30, active: true })).items.filter((item) => !item.lotTracked);
  if (!accounts.length || items.length < 3) return 0;
  for (const [index, plan] of plans.entries()) {
    const account = accounts[index % accounts.length] as (typeof accounts)[number];
    const quote = await createQuote(ctx, {
      accountId: account.id,
      quoteDate: isoDay(plan.made),
      validUntil: isoDay(plan.valid),
      notes: plan.notes ?? '',
      lines: [0, 1, 2].map((n) => ({
        itemId: (items[(index * 3 + n) % items.length] as (typeof items)[number]).id,
        amount: String(5 + n * 5),
      })),
    });
    if (plan.end === 'draft') continue;
    await sendQuote(ctx, quote.id, { skipEmail: true });
    if (plan.end === 'accepted') await acceptQuote(ctx, quote.id);
    if (plan.end === 'declined') await declineQuote(ctx, quote.id);
  }
  await expireQuotes(ctx);
  return plans.length;
}
