import { money } from '@wb/domain/money';
import type { ParsedStatement } from './statement-types';

export type BalanceMismatch = { section: number; number: string; expected: string; closing: string; difference: string };

/** Per statement in the file: opening balance plus the entries must give the closing balance. */
export function balanceMismatches(parsed: ParsedStatement): BalanceMismatch[] {
  const sums = parsed.sections.map(() => money(0));
  for (const line of parsed.lines) {
    const sum = sums[line.section];
    if (sum) sums[line.section] = line.credit ? sum.plus(line.amount) : sum.minus(line.amount);
  }
  return parsed.sections.flatMap((section, index) => {
    const expected = money(section.openingBalance).plus(sums[index] ?? 0);
    if (expected.eq(section.closingBalance)) return [];
    return [
      {
        section: index,
        number: [section.number, section.sequence].filter(Boolean).join('/'),
        expected: expected.toFixed(2),
        closing: money(section.closingBalance).toFixed(2),
        difference: money(section.closingBalance).minus(expected).toFixed(2),
      },
    ];
  });
}
