import { describe, expect, it } from 'vitest';
import { isNavItemActive, type NavItem, visibleNavItems } from '@/app/navigation';
import { badgeText } from './badge-count';
import { isBackSwipe } from './use-back-swipe';
import { sessionUserOf } from '@/test/session-user';

describe('badgeText', () => {
  it('is hidden at zero, shows the count up to 99 and 99+ above', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('isBackSwipe', () => {
  const start = { x: 10, y: 300, at: 0, rtl: false };
  it('accepts a swipe from the edge of at least 100 px within 500 ms and under 50 px vertical drift', () => {
    expect(isBackSwipe(start, { x: 115, y: 320, at: 300 }, 800)).toBe(true);
  });
  it('refuses a swipe that starts away from the edge, is too short, too slow or too vertical', () => {
    expect(isBackSwipe({ ...start, x: 40 }, { x: 200, y: 300, at: 100 }, 800)).toBe(false);
    expect(isBackSwipe(start, { x: 90, y: 300, at: 100 }, 800)).toBe(false);
    expect(isBackSwipe(start, { x: 200, y: 300, at: 600 }, 800)).toBe(false);
    expect(isBackSwipe(start, { x: 200, y: 360, at: 100 }, 800)).toBe(false);
  });
  it('takes each limit as the spec gives it: 20 px edge, at least 100 px, under 500 ms, under 50 px vertical', () => {
    const swipe = (from: Partial<typeof start>, to: { dx?: number; dy?: number; ms?: number }) => {
      const s = { ...start, ...from };
      return isBackSwipe(s, { x: s.x + (to.dx ?? 150), y: s.y + (to.dy ?? 0), at: s.at + (to.ms ?? 100) }, 800);
    };
    expect(swipe({ x: 20 }, {})).toBe(true);
    expect(swipe({ x: 21 }, {})).toBe(false);
    expect(swipe({}, { dx: 100 })).toBe(true);
    expect(swipe({}, { dx: 99 })).toBe(false);
    expect(swipe({}, { ms: 499 })).toBe(true);
    expect(swipe({}, { ms: 500 })).toBe(false);
    expect(swipe({}, { dy: 49 })).toBe(true);
    expect(swipe({}, { dy: -50 })).toBe(false);
  });
  it('never takes a forward swipe: from the right edge towards the left, left to right', () => {
    expect(isBackSwipe({ ...start, x: 790 }, { x: 600, y: 300, at: 100 }, 800)).toBe(false);
    expect(isBackSwipe(start, { x: -100, y: 300, at: 100 }, 800)).toBe(false);
  });
  it('mirrors in right-to-left: from the right edge towards the left', () => {
    expect(isBackSwipe({ x: 790, y: 300, at: 0, rtl: true }, { x: 680, y: 300, at: 200 }, 800)).toBe(true);
    expect(isBackSwipe({ x: 790, y: 300, at: 0, rtl: true }, { x: 900, y: 300, at: 200 }, 800)).toBe(false);
    expect(isBackSwipe({ x: 780, y: 300, at: 0, rtl: true }, { x: 680, y: 300, at: 200 }, 800)).toBe(true);
    expect(isBackSwipe({ x: 779, y: 300, at: 0, rtl: true }, { x: 600, y: 300, at: 200 }, 800)).toBe(false);
    expect(isBackSwipe({ x: 10, y: 300, at: 0, rtl: true }, { x: 200, y: 300, at: 200 }, 800)).toBe(false);
  });
});

describe('navigation', () => {
  const prefixItem = { key: 'orders', path: '/orders' } as NavItem;
  const exactItem = { key: 'dashboard', path: '/dashboard', exact: true } as NavItem;
  it('marks items active by path prefix, and exact ones only on their own path', () => {
    expect(isNavItemActive(prefixItem, '/orders/123/edit')).toBe(true);
    expect(isNavItemActive(prefixItem, '/orders-archive')).toBe(false);
    expect(isNavItemActive(exactItem, '/dashboard')).toBe(true);
    expect(isNavItemActive(exactItem, '/dashboard/x')).toBe(false);
  });
  it('shows every user the dashboard', () => {
    for (const role of ['SUPER_ADMIN', 'TENANT_ADMIN', 'sales'] as const) {
      expect(visibleNavItems(sessionUserOf(role)).map((item) => item.key)).toContain('dashboard');
    }
  });
});
