import type { Notification } from '@wb/contract/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('writes amounts and dates in the reader\'s language ("€ 43,16", never "EUR 43.16"), values written before as they are', () => {
    const t = i18n.t.bind(i18n);
    expect(notificationText(t, raised('payments.received', { amount: '43.16', invoice: 'INV-1042' }), 'nl').message).toBe(
      '€\u00a043,16 ontvangen voor INV-1042',
    );
    const overdue = raised('invoices.overdue', {
      invoiceNumber: 'INV-1042',
      accountName: 'Eetcafé De Zwaan',
      dueDate: '2026-05-01',
      outstandingAmount: '1234.5',
    });
    expect(notificationText(t, overdue, 'nl').message).toContain(
      'had op 1 mei 2026 betaald moeten zijn; er staat nog €\u00a01.234,50 open.',
    );
    const stored = { ...overdue, params: { ...overdue.params, dueDate: '01-05-2026', outstandingAmount: '€ 1.234,50' } };
    expect(notificationText(t, stored, 'nl').message).toContain('had op 01-05-2026 betaald moeten zijn; er staat nog € 1.234,50 open.');
  });
});

describe('in Arabic', () => {
  beforeAll(async () => {
    await Promise.all(['notifications', 'orders'].map((ns) => loadNamespace(ns, 'ar')));
    await changeLanguage('ar');
  });
  afterAll(() => changeLanguage('nl'));

  it('isolates every Latin name, number and amount, so "Demo Groothandel B.V." keeps its full stop at its end', () => {
    const t = i18n.t.bind(i18n);
    const message = notificationText(t, raised('orders.assigned', { order: 'ORD-1001', account: 'Demo Groothandel B.V.' }), 'ar').message;
    expect(message).toContain('\u2068ORD-1001\u2069');
    expect(message).toContain('\u2068Demo Groothandel B.V.\u2069');
    const paid = notificationText(t, raised('payments.received', { amount: '43.16', invoice: 'INV-1' }), 'ar').message;
    expect(paid).toMatch(/\u2068\u200f?43\.16\u00a0€\u2069/);
    expect(paid).not.toMatch(/[\u0660-\u0669]|EUR|يورو/);
  });
});
