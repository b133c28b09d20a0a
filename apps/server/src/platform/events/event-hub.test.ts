import { describe, expect, it, vi } from 'vitest';
import { createEventHub } from './event-hub';
import { createTicketStore } from './stream-tickets';

const tenantA = '0190f000-0000-7000-8000-00000000000a';
const tenantB = '0190f000-0000-7000-8000-00000000000b';
const event = { event: 'notification', data: { id: 1 } };

describe('event hub', () => {
  it('delivers to the streams of exactly that tenant and user', () => {
    const hub = createEventHub();
    const [mine, mineToo, colleague, sameIdOtherTenant] = [vi.fn(), vi.fn(), vi.fn(), vi.fn()];
    hub.subscribe(tenantA, 'u1', mine);
    hub.subscribe(tenantA, 'u1', mineToo);
    hub.subscribe(tenantA, 'u2', colleague);
    hub.subscribe(tenantB, 'u1', sameIdOtherTenant);
    hub.publish(tenantA, 'u1', event);
    expect(mine).toHaveBeenCalledWith(event);
    expect(mineToo).toHaveBeenCalledWith(event);
    expect(colleague).not.toHaveBeenCalled();
    expect(sameIdOtherTenant).not.toHaveBeenCalled();
    hub.publishToTenant(tenantA, event);
    expect(colleague).toHaveBeenCalledOnce();
    expect(sameIdOtherTenant).not.toHaveBeenCalled();
  });

  it('forgets a stream when it unsubscribes, and one failing listener does not stop the rest', () => {
    const hub = createEventHub();
    const broken = vi.fn(() => {
      throw new Error('socket gone');
    });
    const fine = vi.fn();
    const unsubscribe = hub.subscribe(tenantA, 'u1', broken);
    hub.subscribe(tenantA, 'u1', fine);
    hub.publish(tenantA, 'u1', event);
    expect(fine).toHaveBeenCalledOnce();
    expect(hub.count(tenantA, 'u1')).toBe(2);
    unsubscribe();
    expect(hub.count(tenantA, 'u1')).toBe(1);
    expect(hub.count()).toBe(1);
  });
});

describe('stream tickets', () => {
  const owner = { tenantId: tenantA, userId: 'u1', sessionId: 's1' };

  it('redeem once: the second time a ticket is worth nothing', () => {
    const store = createTicketStore();
    const ticket = store.issue(owner);
    expect(ticket.length).toBeGreaterThanOrEqual(43);
    expect(store.redeem(ticket)).toEqual(owner);
    expect(store.redeem(ticket)).toBeNull();
    expect(store.redeem('made-up-ticket-made-up-ticket-made-up-ticket')).toBeNull();
  });

  it('expire after their time', () => {
    let now = 1_000_000;
    const store = createTicketStore(30, () => now);
    const ticket = store.issue(owner);
    now += 30_000;
    expect(store.redeem(ticket)).toBeNull();
  });
});
