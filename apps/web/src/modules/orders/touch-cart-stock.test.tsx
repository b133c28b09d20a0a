import { cleanup, render, screen } from '@testing-library/react';
import type { OrderCatalogItem } from '@wb/contract/orders';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/app/i18n';
import en from '@/locales/en/orders.json';
import { draftFromCatalog } from './order-lines-state';
import { stockShortages } from './order-stock';
import { StockShortageAlert } from './stock-shortage-alert';
import { TouchCart } from './touch-cart';

const juice: OrderCatalogItem = {
  id: '01900000-0000-7000-8000-000000002001',
  sku: 'ITEM-2001',
  name: 'Appelsap',
  unit: 'pak',
  vatRate: 9,
  price: '2.5000',
  category: '',
  barcode: '',
  packageAmount: '1.0000',
  unitWeight: null,
  costPrice: null,
  lotTracked: false,
  quantityOnHand: '3.0000',
};

afterEach(cleanup);

beforeAll(async () => {
  i18n.addResourceBundle('en', 'orders', en, true, true);
  await i18n.changeLanguage('en');
});

describe('stock at order entry, on screen', () => {
  it('the form says which item is short and that delivery would be refused', () => {
    const lines = [draftFromCatalog(juice, '5', '0')];
    render(<StockShortageAlert shortages={[...stockShortages(lines, new Map([[juice.id, '3.0000']])).values()]} />);
    expect(screen.getByTestId('stock-shortage').textContent).toContain('Not enough stock to deliver');
    expect(screen.getByTestId('stock-shortage').textContent).toContain('the status Delivered is refused');
    expect(screen.getByTestId('stock-shortage-item').textContent).toContain('Appelsap (ITEM-2001): ordered 5, in stock 3');
  });

  it('shows nothing when the stock covers the order', () => {
    render(<StockShortageAlert shortages={[]} />);
    expect(screen.queryByTestId('stock-shortage')).toBeNull();
  });

  it('the touch cart marks a line that asks more than the stock', () => {
    const lines = [draftFromCatalog(juice, '4', '0')];
    const props = { lines, dispatch: () => undefined, selected: null, onSelect: () => undefined };
    const { rerender } = render(<TouchCart {...props} shortages={stockShortages(lines, new Map([[juice.id, '3']]))} />);
    expect(screen.getByTestId('cart-line-short').textContent).toContain('More than in stock (3)');
    rerender(<TouchCart {...props} shortages={stockShortages(lines, new Map([[juice.id, '4']]))} />);
    expect(screen.queryByTestId('cart-line-short')).toBeNull();
  });
});
