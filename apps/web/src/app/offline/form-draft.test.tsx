import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FormDraft, useFormDraft, useKeepDraft } from './form-draft';

const session = vi.hoisted(() => ({ user: { id: 'u1', tenantId: 't1' } as { id: string; tenantId: string } | null }));
vi.mock('@/app/auth/auth-context', () => ({ useAuth: () => ({ user: session.user }) }));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  session.user = { id: 'u1', tenantId: 't1' };
});

type Cart = { lines: string[] };

/** A form that keeps `value` while it has lines, as the order pages do. */
function useCart(value: Cart, enabled = true): FormDraft<Cart> {
  const draft = useFormDraft<Cart>('cart', enabled);
  useKeepDraft(draft, value, value.lines.length > 0);
  return draft;
}

describe('a form in progress kept across a reload', () => {
  it('comes back after a reload, and is gone once it is saved', () => {
    const filled = { lines: ['melk'] };
    const first = renderHook(() => useCart(filled));
    expect(first.result.current.restored).toBeNull();
    first.unmount();

    const reloaded = renderHook(() => useCart({ lines: [] }));
    // The first render reads what was kept; the empty form then writes nothing over it until it changes.
    expect(reloaded.result.current.restored).toEqual(filled);
    act(() => reloaded.result.current.clear());
    expect(reloaded.result.current.restored).toBeNull();
    reloaded.unmount();
    expect(renderHook(() => useCart({ lines: [] })).result.current.restored).toBeNull();
  });

  it('an emptied form forgets the draft', () => {
    const { rerender, unmount } = renderHook(({ value }) => useCart(value), { initialProps: { value: { lines: ['kaas'] } } });
    rerender({ value: { lines: [] } });
    unmount();
    expect(renderHook(() => useCart({ lines: [] })).result.current.restored).toBeNull();
  });

  it("is one person's: another person signing in on the same tab does not get it", () => {
    renderHook(() => useCart({ lines: ['brood'] })).unmount();
    session.user = { id: 'u2', tenantId: 't1' };
    expect(renderHook(() => useCart({ lines: [] })).result.current.restored).toBeNull();
  });

  it('keeps nothing for a record being edited (disabled)', () => {
    renderHook(() => useCart({ lines: ['eieren'] }, false)).unmount();
    expect(sessionStorage.length).toBe(0);
  });
});
