import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, languages, loadNamespace } from '@/app/i18n';
import { ListPager, type PagerProps, pagerMoves } from './list-pager';

beforeAll(() => Promise.all(languages.map((language) => loadNamespace('lists', language))));
afterEach(async () => {
  cleanup();
  await changeLanguage('nl');
});

const pager = (over: Partial<PagerProps> = {}) => {
  const onPage = vi.fn();
  const onCursor = vi.fn();
  render(<ListPager page={1} pageSize={20} total={1001} totalExact={false} onPage={onPage} onCursor={onCursor} {...over} />);
  return { onPage, onCursor };
};
const count = () => screen.getByTestId('list-count').textContent;

describe('the list pager', () => {
  it('numbers pages 1–20 of a long list and goes there by number', () => {
    expect(pagerMoves({ page: 1, pageSize: 20, total: 1001, totalExact: false }).numbered).toBe(20);
    expect(pagerMoves({ page: 1, pageSize: 20, total: 95 }).numbered).toBe(5);
    const { onPage, onCursor } = pager({ page: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Ga naar pagina 20' }));
    expect(onPage).toHaveBeenCalledWith(20, 20);
    fireEvent.click(screen.getByRole('button', { name: 'Volgende pagina' }));
    expect(onPage).toHaveBeenLastCalledWith(4, 20);
    expect(onCursor).not.toHaveBeenCalled();
  });

  it('goes from page 20 to 21 by the keyset cursor, and past it only by next and previous', () => {
    const first = pager({ page: 20, cursors: { next: 'n21', previous: 'p19' } });
    fireEvent.click(screen.getByRole('button', { name: 'Volgende pagina' }));
    expect(first.onCursor).toHaveBeenCalledWith('n21', 21);
    cleanup();

    const deep = pager({ page: 23, cursors: { next: 'n24', previous: 'p22' } });
    expect(screen.queryByTestId('list-pages')).toBeNull();
    expect(screen.getByTestId('list-page').textContent).toBe('Pagina 23');
    fireEvent.click(screen.getByRole('button', { name: 'Vorige pagina' }));
    expect(deep.onCursor).toHaveBeenCalledWith('p22', 22);
    fireEvent.click(screen.getByRole('button', { name: 'Volgende pagina' }));
    expect(deep.onCursor).toHaveBeenLastCalledWith('n24', 24);
    fireEvent.click(screen.getByRole('button', { name: 'Eerste pagina' }));
    expect(deep.onPage).toHaveBeenCalledWith(1, 20);
    cleanup();

    // Page 21 back to 20 by number; the last page has no next.
    const last = pager({ page: 21, cursors: { next: null, previous: 'p20' }, rowsOnPage: 7 });
    fireEvent.click(screen.getByRole('button', { name: 'Vorige pagina' }));
    expect(last.onPage).toHaveBeenCalledWith(20, 20);
    expect(screen.getByRole('button', { name: 'Volgende pagina' })).toHaveProperty('disabled', true);
    expect(count()).toBe('401–407 van 1.000+');
  });

  it("says totals as they are known, in the reader's language: exact, 1.000+, about 12.000", async () => {
    pager({ total: 16, totalExact: true, rowsOnPage: 16 });
    expect(count()).toBe('1–16 van 16');
    expect(screen.getByRole('button', { name: 'Volgende pagina' })).toHaveProperty('disabled', true);
    cleanup();
    pager();
    expect(count()).toBe('1–20 van 1.000+');
    cleanup();
    pager({ count: { value: 12000, kind: 'about' } });
    expect(count()).toBe('1–20 van ongeveer 12.000');
    cleanup();
    await changeLanguage('en');
    pager({ count: { value: 12000, kind: 'about' } });
    expect(count()).toBe('1–20 of about 12,000');
    cleanup();
    await changeLanguage('tr');
    pager({ count: { value: 1000, kind: 'atLeast' } });
    expect(count()).toBe('1–20 / 1.000+');
    cleanup();
    await changeLanguage('ar');
    pager({ count: { value: 12000, kind: 'about' } });
    expect(count()).toContain('حوالي');
  });
});
