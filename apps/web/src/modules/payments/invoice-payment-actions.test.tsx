import { cleanup, render, screen } from '@testing-library/react';
import type { Invoice } from '@wb/contract/invoices';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '@/app/i18n';
import { InvoicePaymentActions } from './invoice-payment-actions';

let idealEnabled = false;
vi.mock('@/app/workspace-settings', () => ({ useSettings: () => ({ data: { payments: { ideal: { enabled: idealEnabled } } } }) }));
vi.mock('@/components/use-can', () => ({ useCan: () => true }));
vi.mock('./payments-api', () => ({ useCreateIdeal: () => ({ mutateAsync: vi.fn(), isPending: false, error: null }) }));
vi.mock('./terminal-dialog', () => ({ TerminalDialog: () => null }));

beforeAll(() => loadNamespace('payments', 'nl'));
afterEach(cleanup);

const invoice = { id: 'inv-1', kind: 'invoice', status: 'final', outstandingAmount: '50.00' } as unknown as Invoice;
const show = () =>
  render(
    <MemoryRouter>
      <InvoicePaymentActions invoice={invoice} />
    </MemoryRouter>,
  );

describe('Settings → Payments → iDEAL on the invoice (issue 25 item 16)', () => {
  it('offers no "iDEAL-betaling aanmaken" while iDEAL is off', () => {
    idealEnabled = false;
    show();
    expect(screen.queryByTestId('invoice-create-ideal')).toBeNull();
    expect(screen.getByTestId('invoice-register-payment')).toBeTruthy();
  });

  it('offers it when iDEAL is on', () => {
    idealEnabled = true;
    show();
    expect(screen.getByTestId('invoice-create-ideal')).toBeTruthy();
  });
});
