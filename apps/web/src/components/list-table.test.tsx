import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, languages, loadNamespace } from '@/app/i18n';
import { type ListColumn, ListTable } from './list-table';

type Row = { id: string; name: string };
const rows: Row[] = Array.from({ length: 16 }, (_, i) => ({ id: `r${i}`, name: `Row ${i + 1}` }));
const columns: ListColumn<Row>[] = [{ key: 'name', label: 'Name', sort: 'name', render: (row) => row.name }];

beforeAll(() => Promise.all(languages.map((language) => loadNamespace('lists', language))));
afterEach(async () => {
  cleanup();
  await changeLanguage('nl');
});

const table = (over: Partial<Parameters<typeof ListTable<Row>>[0]> = {}) =>
  render(
    <ListTable
      testId="t"
      columns={columns}
      rows={rows}
      loading={false}
      empty="none"
      page={1}
      pageSize={20}
      total={16}
      onPage={() => {}}
      {...over}
    />,
  );

describe('the list table', () => {
  it('says the rows shown in Dutch, "1–16 van 16", and in no language with an English "of"', async () => {
    table();
    expect(screen.getByTestId('list-count').textContent).toBe('1–16 van 16');
    expect(screen.getByText('Rijen per pagina')).toBeTruthy();
    for (const language of ['tr', 'ar'] as const) {
      cleanup();
      await changeLanguage(language);
      table();
      expect(screen.getByTestId('list-count').textContent).not.toMatch(/\bof\b/);
    }
  });

  it('sorts a column ascending, then descending; a date-like column descending first', () => {
    const onSort = vi.fn();
    table({
      sort: '-name',
      onSort,
      columns: [...columns, { key: 'date', label: 'Date', sort: 'date', descFirst: true, render: () => '' }],
    });
    fireEvent.click(screen.getByText('Name'));
    expect(onSort).toHaveBeenLastCalledWith('name');
    fireEvent.click(screen.getByText('Date'));
    expect(onSort).toHaveBeenLastCalledWith('-date');
  });

  it('selects rows one by one or all at once, without opening the row', () => {
    const onSelect = vi.fn();
    const onRowClick = vi.fn();
    table({ onRowClick, selection: { selected: ['r1'], onSelect, label: (row) => `select ${row.name}`, allLabel: 'all' } });
    fireEvent.click(screen.getByLabelText('select Row 1'));
    expect(onSelect).toHaveBeenLastCalledWith(['r1', 'r0']);
    fireEvent.click(screen.getByLabelText('all'));
    expect(onSelect).toHaveBeenLastCalledWith(rows.map((row) => row.id));
    expect(onRowClick).not.toHaveBeenCalled();
  });
});
