import { money } from './money';

/**
 * Matching a bank statement's credit line to open invoices (reference §5.3), in order of
 * confidence: the payment reference (structured reference or end-to-end id) names an invoice,
 * then invoice numbers in the free text, then the exact open amount from the account's IBAN.
 * Amount only is never a match. Amounts are decimal strings.
 */
export type StatementLineInput = { amount: string; remittance: string; reference: string; counterpartyIban: string };
export type OpenInvoice = {
  id: string;
  invoiceNumber: string;
  accountId: string;
  accountName: string;
  accountIban: string;
  dueDate: string;
  outstanding: string;
};
export type MatchReason = 'reference' | 'invoice_number' | 'amount_iban';
export type ProposedAllocation = { invoiceId: string; invoiceNumber: string; amount: string; accountName: string };
export type Match = { reason: MatchReason; allocations: ProposedAllocation[] };

/** Upper case, letters and digits only: "inv-1000", "INV 1000" and "INV.1000" all read INV1000. */
export const normaliseReference = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
const normaliseIban = (iban: string) => iban.toUpperCase().replace(/\s/g, '');

/** Invoice numbers normalised once: a big statement matches thousands of lines against the same invoices. */
const normalisedNumbers = new Map<string, string>();
function normalisedNumber(number: string): string {
  let found = normalisedNumbers.get(number);
  if (found === undefined) {
    if (normalisedNumbers.size > 10_000) normalisedNumbers.clear();
    found = normaliseReference(number);
    normalisedNumbers.set(number, found);
  }
  return found;
}

/** Whether `number` occurs in the normalised text `hay` as a whole (not followed or preceded by more digits). */
function mentions(hay: string, number: string): boolean {
  const wanted = normalisedNumber(number);
  if (wanted.length < 3 || !hay.includes(wanted)) return false;
  let at = hay.indexOf(wanted);
  while (at >= 0) {
    const before = hay[at - 1] ?? '';
    const after = hay[at + wanted.length] ?? '';
    if (!/\d/.test(after) && !(/\d/.test(before) && /^\d/.test(wanted))) return true;
    at = hay.indexOf(wanted, at + 1);
  }
  return false;
}

/** Spreads the line's amount over the invoices in order, each up to what it has open. */
function spread(amount: string, invoices: OpenInvoice[]): ProposedAllocation[] {
  let rest = money(amount);
  const out: ProposedAllocation[] = [];
  for (const [index, invoice] of invoices.entries()) {
    if (rest.lte(0)) break;
    const last = index === invoices.length - 1;
    const open = money(invoice.outstanding);
    // The last invoice takes what is left when it is a single one (an overpayment shows as overpaid).
    const take = last && invoices.length === 1 ? rest : open.lt(rest) ? open : rest;
    if (take.lte(0)) continue;
    out.push({ invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, amount: take.toFixed(2), accountName: invoice.accountName });
    rest = rest.minus(take);
  }
  return out;
}

/** Invoices of one account only: the account of the first one found. */
const sameAccount = (invoices: OpenInvoice[]) => invoices.filter((i) => i.accountId === invoices[0]?.accountId);

export function matchStatementLine(line: StatementLineInput, open: OpenInvoice[]): Match | null {
  if (money(line.amount).lte(0)) return null;
  const reference = normaliseReference(line.reference);
  if (reference) {
    const byReference = open.filter((i) => normalisedNumber(i.invoiceNumber) === reference);
    if (byReference.length === 1) return { reason: 'reference', allocations: spread(line.amount, byReference) };
  }
  const hay = normaliseReference(line.remittance);
  const inText = sameAccount(open.filter((i) => mentions(hay, i.invoiceNumber)));
  if (inText.length > 0) return { reason: 'invoice_number', allocations: spread(line.amount, inText) };
  const iban = normaliseIban(line.counterpartyIban);
  if (iban) {
    const byAmount = open
      .filter((i) => normaliseIban(i.accountIban) === iban && money(i.outstanding).eq(line.amount))
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    const oldest = byAmount[0];
    if (oldest) return { reason: 'amount_iban', allocations: spread(line.amount, [oldest]) };
  }
  return null;
}
