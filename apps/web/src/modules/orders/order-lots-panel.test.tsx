import { cleanup, render, screen } from '@testing-library/react';
import type { Order } from '@wb/contract/orders';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/app/i18n';
import en from '@/locales/en/orders.json';
import { OrderLotsPanel } from './order-lots-panel';

const id = (n: number) => `01900000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const line = (n: number, name: string, lots: Order['lines'][number]['lots']): Order['lines'][number] => ({
  id: id(n),
  position: n,
  itemId: id(100 + n),
  lotId: null,
  lotNumber: null,
  itemNumber: `ITEM-${n}`,
  name,
  unit: 'kg',
  vatRate: 9,
  amount: '5.0000',
  price: '8.0000',
  discount: '0',
  packageAmount: null,
  unitWeight: null,
  costPrice: null,
  lineNet: '40.00',
  lots,
});
const order = (stockBookedAt: string | null, lines: Order['lines']) => ({ id: id(1), stockBookedAt, lines }) as Order;

afterEach(cleanup);

beforeAll(async () => {
  i18n.addResourceBundle('en', 'orders', en, true, true);
  await i18n.changeLanguage('en');
});

describe('the lots of an order', () => {
  const split = [
    { lotId: id(201), lotNumber: 'K-SOON', expiryDate: '2026-12-03', quantity: '3.0000' },
    { lotId: id(202), lotNumber: 'K-LATE', expiryDate: null, quantity: '2.0000' },
  ];

  it('lists the lots a delivery would take, first expired first out, with their expiry', () => {
    render(<OrderLotsPanel order={order(null, [line(1, 'Kabeljauw', split), line(2, 'Servetten', [])])} />);
    expect(screen.getByText('Lots to pick')).toBeTruthy();
    const lots = screen.getAllByTestId('order-lot').map((el) => el.textContent);
    expect(lots).toEqual(['Lot K-SOON: 3 kg · best before 3 Dec 2026', 'Lot K-LATE: 2 kg']);
    expect(screen.getAllByTestId('order-lots-line')).toHaveLength(1);
  });

  it('says the lots were taken once the goods left stock, and shows nothing without lots', () => {
    const { unmount } = render(<OrderLotsPanel order={order('2026-11-27T08:00:00.000Z', [line(1, 'Kabeljauw', split)])} />);
    expect(screen.getByTestId('order-lots').dataset.taken).toBe('true');
    expect(screen.getByText('Lots taken')).toBeTruthy();
    unmount();
    render(<OrderLotsPanel order={order(null, [line(2, 'Servetten', [])])} />);
    expect(screen.queryByTestId('order-lots')).toBeNull();
  });
});
