import { describe, expect, it } from 'vitest';
import { movedIds } from './status-order-list';

describe('movedIds', () => {
  const ids = ['draft', 'pending', 'sent', 'paid'];

  it('puts a status dropped on another where that one stood, up or down', () => {
    expect(movedIds(ids, 'paid', 'pending')).toEqual(['draft', 'paid', 'pending', 'sent']);
    expect(movedIds(ids, 'draft', 'sent')).toEqual(['pending', 'sent', 'draft', 'paid']);
  });

  it('moves by one place as the arrows do, and leaves the order alone for itself or an unknown id', () => {
    expect(movedIds(ids, 'sent', 'pending')).toEqual(['draft', 'sent', 'pending', 'paid']);
    expect(movedIds(ids, 'sent', 'paid')).toEqual(['draft', 'pending', 'paid', 'sent']);
    expect(movedIds(ids, 'sent', 'sent')).toEqual(ids);
    expect(movedIds(ids, 'gone', 'sent')).toEqual(ids);
  });
});
