import { detailMessage } from '@/app/messages';
import type { FieldError } from '@wb/contract/errors';
import { orderAmountField, orderDiscountField, orderPriceField } from '@wb/contract/orders';
import type { LineErrors } from './order-line-row';
import type { DraftLine } from './order-lines-state';

const fields = { amount: orderAmountField, price: orderPriceField, discount: orderDiscountField } as const;

/** Each line's amount, price and discount checked by the contract's own field rules, before a save. */
export function checkLines(lines: readonly DraftLine[]): Map<string, LineErrors> {
  const problems = new Map<string, LineErrors>();
  for (const line of lines) {
    const errors: LineErrors = {};
    for (const [field, schema] of Object.entries(fields) as Array<[keyof typeof fields, (typeof fields)[keyof typeof fields]]>) {
      const result = schema.safeParse(line[field]);
      if (!result.success) errors[field] = result.error.issues[0]?.message;
    }
    if (Object.keys(errors).length) problems.set(line.key, errors);
  }
  return problems;
}

/** The server's field errors of lines (`lines.3.itemId`) by line key. */
export function serverLineErrors(details: readonly FieldError[], lines: readonly DraftLine[]): Map<string, LineErrors> {
  const problems = new Map<string, LineErrors>();
  for (const detail of details) {
    const match = /^lines\.(\d+)\.(\w+)$/.exec(detail.path);
    const line = match ? lines[Number(match[1])] : undefined;
    if (!match || !line) continue;
    problems.set(line.key, { ...problems.get(line.key), [match[2] as keyof LineErrors]: detailMessage(detail) });
  }
  return problems;
}
