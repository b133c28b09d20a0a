import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '@/app/i18n';
import { type SearchSettings, settingsKeys } from '@/app/workspace-settings';
import { useAccounts } from '@/modules/accounts/accounts-api';
import { ListFilters } from './list-filters';
import { ListSearchField } from './list-search-field';
import { type ListColumn, ListTable } from './list-table';
import { readSearchHistory } from './search-history';

// Settings → Search (issue 25 item 16): each switch where the lists honour it. The settings are
// read from the query cache as the app loads them (GET /settings/bulk), here put there directly.

beforeAll(() => loadNamespace('lists', 'nl'));
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function withSearch(search: Partial<SearchSettings>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(settingsKeys.bulk(undefined), { search: { searchDelayMs: 0, ...search } });
  const wrap = (ui: ReactNode) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
  return { client, wrap };
}

function searchBox(search: Partial<SearchSettings>, onSearch = vi.fn()) {
  const { wrap } = withSearch(search);
  render(wrap(<ListSearchField value="" onSearch={onSearch} historyKey="accounts" />));
  return { input: screen.getByTestId('list-search') as HTMLInputElement, onSearch };
}

async function type(input: HTMLInputElement, text: string, onSearch: ReturnType<typeof vi.fn>) {
  fireEvent.change(input, { target: { value: text } });
  await waitFor(() => expect(onSearch).toHaveBeenCalledWith(text));
}

describe('searchHistory', () => {
  it('keeps the last 8 searches of a list and offers them when the box has the focus', async () => {
    const { input, onSearch } = searchBox({ searchHistory: true, autocomplete: true });
    for (let i = 1; i <= 10; i++) await type(input, `klant ${i}`, onSearch);
    expect(readSearchHistory('accounts')).toEqual([
      'klant 10',
      'klant 9',
      'klant 8',
      'klant 7',
      'klant 6',
      'klant 5',
      'klant 4',
      'klant 3',
    ]);
    cleanup();
    const again = searchBox({ searchHistory: true, autocomplete: true });
    act(() => again.input.focus());
    const offered = await screen.findByTestId('list-search-history');
    expect(within(offered).getAllByRole('option')).toHaveLength(8);
  });

  it('keeps none while off, and forgets those kept', async () => {
    localStorage.setItem('wb.searchHistory.accounts', JSON.stringify(['bakker']));
    const { input, onSearch } = searchBox({ searchHistory: false, autocomplete: true });
    expect(localStorage.getItem('wb.searchHistory.accounts')).toBeNull();
    await type(input, 'molen', onSearch);
    expect(readSearchHistory('accounts')).toEqual([]);
  });
});

describe('autocomplete', () => {
  it('filters the offered searches by what is typed', async () => {
    localStorage.setItem('wb.searchHistory.accounts', JSON.stringify(['bakkerij', 'molen', 'bakker utrecht']));
    const { input } = searchBox({ searchHistory: true, autocomplete: true });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'bak' } });
    const offered = await screen.findByTestId('list-search-history');
    expect(
      within(offered)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['bakkerij', 'bakker utrecht']);
  });

  it('offers nothing while off, and turns the browser’s suggestions off', async () => {
    localStorage.setItem('wb.searchHistory.accounts', JSON.stringify(['bakkerij']));
    const { input } = searchBox({ searchHistory: true, autocomplete: false });
    expect(input.getAttribute('autocomplete')).toBe('off');
    fireEvent.focus(input);
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'bak' } });
    expect(screen.queryByTestId('list-search-history')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('highlightTerms', () => {
  type Row = { id: string; name: string; city: string };
  const columns: ListColumn<Row>[] = [
    { key: 'city', label: 'Plaats', render: (r) => r.city },
    { key: 'name', label: 'Naam', render: (r) => <span>{r.name}</span> },
  ];
  const table = (search: Partial<SearchSettings>) => {
    const { wrap } = withSearch(search);
    render(
      wrap(
        <ListTable
          testId="t"
          columns={columns}
          rows={[{ id: '1', name: 'Bakkerij De Molen', city: 'Molenaarsgraaf' }]}
          loading={false}
          empty="-"
          page={1}
          pageSize={20}
          total={1}
          onPage={() => {}}
          search="molen -utrecht"
        />,
      ),
    );
  };

  it('marks the searched words in the main column (not the excluded ones, not other columns)', () => {
    table({ highlightTerms: true });
    const marks = screen.getAllByTestId('search-mark');
    expect(marks.map((m) => m.textContent)).toEqual(['Molen']);
    expect(marks[0]?.tagName).toBe('MARK');
  });

  it('marks nothing while off', () => {
    table({ highlightTerms: false });
    expect(screen.queryAllByTestId('search-mark')).toHaveLength(0);
    expect(screen.getByText('Bakkerij De Molen')).toBeTruthy();
  });
});

describe('advancedFilters', () => {
  const filters = (search: Partial<SearchSettings>, active = 0) => {
    const { wrap } = withSearch(search);
    render(wrap(<ListFilters active={active}>{<div data-testid="a-filter">status</div>}</ListFilters>));
  };

  it('shows the filters open while on', () => {
    filters({ advancedFilters: true });
    expect(screen.getByTestId('a-filter')).toBeTruthy();
    expect(screen.queryByTestId('list-filters-toggle')).toBeNull();
  });

  it('folds them behind a "Filters" button while off (open from the start when one is set)', () => {
    filters({ advancedFilters: false });
    expect(screen.queryByTestId('a-filter')).toBeNull();
    fireEvent.click(screen.getByTestId('list-filters-toggle'));
    expect(screen.getByTestId('a-filter')).toBeTruthy();
    expect(screen.getByTestId('list-filters-toggle').textContent).toBe('Filters');
    cleanup();
    filters({ advancedFilters: false }, 2);
    expect(screen.getByTestId('a-filter')).toBeTruthy();
    expect(screen.getByTestId('list-filters-toggle').textContent).toBe('Filters (2)');
  });
});

describe('cacheResults', () => {
  function Accounts() {
    const { data } = useAccounts({ page: 1, pageSize: 20 });
    return <div data-testid="loaded">{data ? data.total : '-'}</div>;
  }
  const page = { items: [], total: 0, totalExact: true, page: 1, pageSize: 20 };

  async function loadsOnRemount(search: Partial<SearchSettings>) {
    const fetchSpy = vi.fn(
      async (_url: string) => new Response(JSON.stringify(page), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const { wrap } = withSearch(search);
    const first = render(wrap(<Accounts />));
    await waitFor(() => expect(screen.getByTestId('loaded').textContent).toBe('0'));
    first.unmount();
    render(wrap(<Accounts />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    return fetchSpy.mock.calls.filter(([url]) => String(url).includes('/accounts')).length;
  }

  it('keeps a list for 30 s while on: shown again without loading', async () => {
    expect(await loadsOnRemount({ cacheResults: true })).toBe(1);
  });

  it('loads it again each time it is shown while off', async () => {
    expect(await loadsOnRemount({ cacheResults: false })).toBe(2);
  });
});
