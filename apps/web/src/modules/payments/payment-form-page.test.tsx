import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '@/app/i18n';
import { PaymentFormPage } from './payment-form-page';

const create = vi.fn();
const invoice = {
  id: '0190f000-0000-7000-8000-0000000000a1',
  invoiceNumber: 'F-2026-0042',
  outstandingAmount: '100.00',
  account: { id: '0190f000-0000-7000-8000-0000000000b1', companyName: 'Eetcafé De Zwaan' },
};
vi.mock('./payments-api', () => ({
  usePayment: () => ({ data: undefined }),
  useInvoiceToPay: (id?: string) => ({ data: id ? invoice : undefined }),
  useCreatePayment: () => ({ mutateAsync: create, isPending: false }),
  useUpdatePayment: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useInvoicesToPay: () => ({ data: { items: [] }, isFetching: false }),
}));

beforeAll(async () => {
  await loadNamespace('payments', 'nl');
  await loadNamespace('common', 'nl');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function open() {
  render(
    <MemoryRouter initialEntries={[`/payments/new?invoiceId=${invoice.id}`]}>
      <Routes>
        <Route path="/payments/new" element={<PaymentFormPage />} />
        <Route path="/payments/:id" element={<p>saved</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a partial payment (issue 25 item 15)', () => {
  it('with one invoice picked, the allocation follows the amount, and the save sends it', async () => {
    create.mockResolvedValue({ id: 'pay-1' });
    open();
    const amount = screen.getByTestId('payment-amount') as HTMLInputElement;
    const allocation = screen.getByTestId('payment-allocation-0') as HTMLInputElement;
    await waitFor(() => expect(allocation.value).toBe('100,00'));
    fireEvent.change(amount, { target: { value: '40' } });
    fireEvent.blur(amount);
    expect(allocation.value).toBe('40,00');
    fireEvent.click(screen.getByTestId('payment-save'));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[0]).toMatchObject({ amount: '40.00', allocations: [{ invoiceId: invoice.id, amount: '40.00' }] });
  });
});
