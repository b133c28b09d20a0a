import type { Notification } from '@wb/contract/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, loadNamespace } from '@/app/i18n';
import { notificationText } from './notification-text';

const raised = (code: string, params: Record<string, string>, title = 'English title', message = 'English message'): Notification => ({
  id: '0190f000-0000-7000-8000-000000000001',
  type: 'INFO',
  title,
  message,
  isRead: false,
  link: null,
  createdAt: new Date().toISOString(),
  readAt: null,
  expiresAt: null,
  code,
  params,
});

beforeAll(async () => {
  await Promise.all(['notifications', 'orders'].map((ns) => loadNamespace(ns, 'nl')));
  await changeLanguage('nl');
});

describe('the text of a raised notification', () => {
  it('says the business notifications in Dutch, with the seeded statuses by their Dutch names', () => {
    const t = i18n.t.bind(i18n);
    expect(notificationText(t, raised('orders.assigned', { order: 'ORD-1001', account: 'Eetcafé De Zwaan' }))).toEqual({
      title: 'Order aan jou toegewezen',
      message: 'Order ORD-1001 voor Eetcafé De Zwaan',
    });
    const moved = raised('orders.status_changed', {
      order: 'ORD-1001',
      account: 'Eetcafé De Zwaan',
      from: 'pending',
      to: 'Onderweg',
      fromCode: 'pending',
    });
    expect(notificationText(t, moved).message).toBe('Order ORD-1001 voor Eetcafé De Zwaan: In afwachting → Onderweg');
    expect(
      notificationText(t, raised('items.low_stock', { item: 'Volle melk 1 L', sku: 'ITEM-1001', quantity: '8', threshold: '10' })),
    ).toEqual({ title: 'Voorraad onder de drempel', message: 'Volle melk 1 L (ITEM-1001): 8 op voorraad, drempel 10' });
  });

  it('falls back to the stored English text for a code it has no text for, and free text stays as written', () => {
    const t = i18n.t.bind(i18n);
    expect(notificationText(t, raised('invoices.someday', {}, 'Invoice overdue', 'INV-1 is overdue'))).toEqual({
      title: 'Invoice overdue',
      message: 'INV-1 is overdue',
    });
    expect(notificationText(t, { ...raised('x', {}, 'Vrijdag gesloten', 'Dicht'), code: null })).toEqual({
      title: 'Vrijdag gesloten',
      message: 'Dicht',
    });
  });
});
