import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Invoice } from '@wb/contract/invoices';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { languages, loadNamespace } from '@/app/i18n';
import { InvoiceEmailDialog } from './invoice-email-dialog';

beforeAll(() => Promise.all(languages.map((language) => loadNamespace('invoices', language))));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const invoice = { id: '00000000-0000-7000-8000-000000000001', invoiceNumber: 'INV-1042', status: 'final' } as unknown as Invoice;

describe('the invoice e-mail dialog', () => {
  it('sends the mail and nothing else: the invoice page form around it is not submitted (issue 25, item 11)', async () => {
    const fetchSpy = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') return new Response(JSON.stringify(invoice), { status: 200 });
      return new Response(JSON.stringify({ to: 'inkoop@tulp.example.com', subject: 'Factuur INV-1042', body: 'Beste klant,' }), {
        status: 200,
      });
    });
    vi.stubGlobal('fetch', fetchSpy);
    const pageSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <form onSubmit={pageSubmit}>
          <InvoiceEmailDialog invoice={invoice} onClose={onClose} />
        </form>
      </QueryClientProvider>,
    );
    await waitFor(() => expect((screen.getByTestId('invoice-email-to') as HTMLInputElement).value).toBe('inkoop@tulp.example.com'));
    fireEvent.click(screen.getByTestId('invoice-email-send'));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    const methods = fetchSpy.mock.calls.map(([, init]) => init?.method ?? 'GET');
    expect(methods.filter((method) => method !== 'GET')).toEqual(['POST']);
    expect(String(fetchSpy.mock.calls[1]?.[0])).toBe(`/api/v1/invoices/${invoice.id}/email`);
    expect(pageSubmit).not.toHaveBeenCalled();
  });

  it('names the reason when the e-invoice cannot go: the customer has no electronic address', async () => {
    const refusal = {
      error: {
        code: 'CONFLICT',
        key: 'invoices.noElectronicAddress',
        message: 'The customer has no electronic address for an e-invoice: add a KvK number, VAT id or IBAN to the account',
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'POST'
          ? new Response(JSON.stringify(refusal), { status: 409, headers: { 'content-type': 'application/json' } })
          : new Response(JSON.stringify({ to: 'inkoop@tulp.example.com', subject: 'Factuur INV-1042', body: 'Beste klant,' }), {
              status: 200,
            }),
      ),
    );
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <InvoiceEmailDialog invoice={invoice} onClose={onClose} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect((screen.getByTestId('invoice-email-to') as HTMLInputElement).value).toBe('inkoop@tulp.example.com'));
    fireEvent.click(screen.getByTestId('invoice-email-send'));
    expect(await screen.findByText(/geen elektronisch adres voor een e-factuur/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
