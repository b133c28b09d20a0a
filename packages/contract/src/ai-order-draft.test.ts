import { describe, expect, it } from 'vitest';
import { orderDraftFromSearch, orderDraftHref } from './ai-chat';

const draft = {
  accountId: '0190a000-0000-7000-8000-000000000001',
  accountLabel: 'Sushi Sakura · K-1001',
  lines: [
    { itemId: '0190a000-0000-7000-8000-000000000002', amount: '5' },
    { itemId: '0190a000-0000-7000-8000-000000000003', amount: '2.5' },
  ],
};

describe('the assistant’s order draft in the new-order form’s address', () => {
  it('goes there and comes back the same', () => {
    const href = orderDraftHref(draft);
    expect(href.startsWith('/orders/new?accountId=')).toBe(true);
    expect(orderDraftFromSearch(new URL(href, 'http://x').searchParams)).toEqual(draft);
  });

  it('is none when the address holds no account, or a line does not hold together', () => {
    expect(orderDraftFromSearch(new URLSearchParams())).toBeNull();
    const bad = new URL(orderDraftHref(draft), 'http://x').searchParams;
    bad.append('line', 'not-an-id:x');
    expect(orderDraftFromSearch(bad)).toBeNull();
  });
});
