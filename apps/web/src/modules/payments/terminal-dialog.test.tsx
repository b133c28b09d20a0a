import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '@/app/i18n';
import { emitLiveEvent, setLiveConnected } from '@/app/live-bus';
import { TerminalDialog } from './terminal-dialog';

const start = vi.fn();
const progress = vi.fn();
const cancel = vi.fn();
vi.mock('./payments-api', () => ({
  paymentKeys: { all: ['payments'] },
  useTerminals: () => ({
    data: { simulated: true, maxRetries: 3, timeoutSeconds: 120, terminals: [{ id: 'term_1', description: 'Toonbank', status: 'active' }] },
  }),
  startTerminalPayment: (input: unknown) => start(input),
  fetchProgress: (id: string) => progress(id),
  cancelPayment: (id: string) => cancel(id),
}));

beforeAll(() => loadNamespace('payments', 'nl'));
let started = 0;
beforeEach(() => {
  vi.useFakeTimers();
  started = 0;
  start.mockImplementation(async () => ({ id: `pay-${++started}` }));
  progress.mockImplementation(async (id: string) => ({
    paymentId: id,
    status: 'pending',
    providerStatus: 'open',
    terminalStep: 'initiated',
    message: null,
  }));
  cancel.mockResolvedValue({});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
  setLiveConnected(false);
});

const step = (paymentId: string, status: string, terminalStep: string, message: string | null = null) =>
  act(() => emitLiveEvent('payment.progress', { paymentId, status, providerStatus: null, terminalStep, message }));

async function open(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TerminalDialog invoiceId="inv-1" onClose={onClose} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByTestId('terminal-start'));
  await act(() => vi.advanceTimersByTimeAsync(0));
  return onClose;
}

describe('the terminal dialog', () => {
  it('follows the live steps to complete and closes itself', async () => {
    setLiveConnected(true);
    const onClose = await open();
    expect(start).toHaveBeenCalledWith({ invoiceId: 'inv-1', terminalId: 'term_1' });
    expect(screen.getByTestId('terminal-attempt').textContent).toBe('Poging 1 van 3');
    step('pay-1', 'pending', 'waiting_for_customer');
    step('pay-1', 'processing', 'processing');
    step('pay-1', 'completed', 'complete');
    expect(screen.getByTestId('terminal-complete')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(onClose).toHaveBeenCalled();
    // Live: no polling beyond the first look.
    expect(progress).toHaveBeenCalledTimes(1);
  });

  it('polls while the live connection is down', async () => {
    await open();
    progress.mockResolvedValue({
      paymentId: 'pay-1',
      status: 'completed',
      providerStatus: 'paid',
      terminalStep: 'complete',
      message: null,
    });
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(progress.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId('terminal-complete')).toBeTruthy();
  });

  it('retries a failed attempt up to the maximum with the attempt count, then gives up', async () => {
    setLiveConnected(true);
    await open();
    step('pay-1', 'failed', 'failed', 'refer_to_card_issuer');
    expect(screen.getByTestId('terminal-error').textContent).toContain('Nieuwe poging 2 van 3');
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(screen.getByTestId('terminal-attempt').textContent).toBe('Poging 2 van 3');
    step('pay-2', 'failed', 'failed', 'refer_to_card_issuer');
    await act(() => vi.advanceTimersByTimeAsync(1600));
    step('pay-3', 'failed', 'failed', 'refer_to_card_issuer');
    expect(start).toHaveBeenCalledTimes(3);
    expect(screen.getByTestId('terminal-error').textContent).toContain('Maximaal aantal pogingen (3) bereikt.');
  });

  it('cancels the payment after the timeout and says so', async () => {
    setLiveConnected(true);
    await open();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(cancel).toHaveBeenCalledWith('pay-1');
    expect(screen.getByTestId('terminal-error').textContent).toBe('Betaling verlopen na 120 seconden');
  });
});
