import enErrors from '@/locales/en/errors.json';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OrderStatuses } from '@wb/contract/order-statuses';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/app/i18n';
import en from '@/locales/en/orders.json';
import { statusModel } from './order-status';
import { TransitionListEditor } from './transition-list-editor';

const status = (id: string, code: string, sortOrder: number, isTerminal = false) => ({
  id,
  code,
  name: null,
  names: {},
  colour: '#3B82F6',
  sortOrder,
  isDefault: sortOrder === 0,
  isTerminal,
  isDelivering: false,
  orderCount: 0,
});

const data: OrderStatuses = {
  statuses: [status('s1', 'pending', 0), status('s2', 'confirmed', 1), status('s3', 'delivered', 2, true)],
  transitions: [{ id: 't1', fromStatusId: 's1', toStatusId: 's2' }],
};

afterEach(cleanup);

beforeAll(async () => {
  i18n.addResourceBundle('en', 'orders', en, true, true);
  i18n.addResourceBundle('en', 'errors', enErrors, true, true);
  await i18n.changeLanguage('en');
});

function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByText(option));
}

describe('the transition list', () => {
  const renderEditor = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SnackbarProvider>
          <TransitionListEditor model={statusModel(data)} transitions={data.transitions} readOnly={false} />
        </SnackbarProvider>
      </QueryClientProvider>,
    );

  it("refuses a transition to the same status and a duplicate in the spec's words, without a call", () => {
    renderEditor();
    pick('From', 'Pending');
    pick('To', 'Pending');
    fireEvent.click(screen.getByTestId('add-transition'));
    expect(screen.getByTestId('transition-problem').textContent).toBe('cannot transition to the same status');
    pick('To', 'Confirmed');
    fireEvent.click(screen.getByTestId('add-transition'));
    expect(screen.getByTestId('transition-problem').textContent).toBe('transition already exists');
  });

  it('offers no terminal status to start a transition from', () => {
    renderEditor();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'From' }));
    expect(within(screen.getByRole('listbox')).queryByText('Delivered')).toBeNull();
  });
});
