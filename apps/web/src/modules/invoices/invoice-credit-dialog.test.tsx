import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Invoice } from '@wb/contract/invoices';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { languages, loadNamespace } from '@/app/i18n';
import { InvoiceCreditDialog } from './invoice-credit-dialog';

beforeAll(() => Promise.all(languages.map((language) => loadNamespace('invoices', language))));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const line = (id: string, description: string, quantity: string, creditedQuantity: string) => ({
  id,
  position: 1,
  itemId: null,
  orderId: null,
  creditedLineId: null,
  itemNumber: '',
  itemName: '',
  description,
  unit: 'pak',
  vatRate: 9,
  quantity,
  price: '2.50',
  discount: '0.00',
  lineNet: '0.00',
  creditedQuantity,
});

const invoice = {
  id: '00000000-0000-7000-8000-000000000001',
  invoiceNumber: 'INV-1042',
  lines: [
    line('00000000-0000-7000-8000-00000000000a', 'Appelsap', '4.0000', '1.0000'),
    line('00000000-0000-7000-8000-00000000000b', 'Perensap', '6.0000', '0.0000'),
  ],
} as unknown as Invoice;

function renderDialog() {
  const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ ...invoice, id: 'note' }), { status: 201 }));
  vi.stubGlobal('fetch', fetchSpy);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <InvoiceCreditDialog invoice={invoice} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { fetchSpy, onClose };
}

describe('the credit note dialog', () => {
  it('credits everything that is left by default, in Dutch', () => {
    renderDialog();
    // Left: 3 + 6 packs of 2.50 at 9%: 22.50 + 2.03. Dutch as Intl writes it: the minus after "€ ".
    expect(screen.getByTestId('credit-total').textContent).toContain('€\u00a0-24,53');
  });

  it('credits chosen lines and quantities, at most what is left, with an Idempotency-Key', async () => {
    const { fetchSpy, onClose } = renderDialog();
    fireEvent.click(screen.getByText('Gekozen regels en aantallen crediteren'));
    fireEvent.click(screen.getByTestId('credit-line-0'));
    fireEvent.change(screen.getByTestId('credit-quantity-0'), { target: { value: '4' } });
    expect(screen.getByText('Tussen 0 en 3')).toBeTruthy();
    expect((screen.getByTestId('credit-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('credit-quantity-0'), { target: { value: '2' } });
    expect(screen.getByTestId('credit-total').textContent).toContain('€\u00a0-5,45');
    fireEvent.change(screen.getByTestId('credit-reason'), { target: { value: 'Twee pakken lek' } });
    fireEvent.click(screen.getByTestId('credit-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/v1/invoices/${invoice.id}/credit-note`);
    expect(JSON.parse(String(init.body))).toEqual({
      reason: 'Twee pakken lek',
      lines: [{ lineId: invoice.lines[0]?.id, quantity: '2' }],
    });
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
