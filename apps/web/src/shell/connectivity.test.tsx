import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadNamespace } from '@/app/i18n';
import { OfflineBanner } from './connectivity';

beforeEach(async () => {
  await changeLanguage('nl');
  await loadNamespace('shell', 'nl');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const snackbarText = /Verbinding verbroken/;

describe('going offline (spec §2 "Other UI")', () => {
  it('shows the banner, and a snackbar that stays 6 s (the app default is 5 s)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SnackbarProvider autoHideDuration={5000}>
          <OfflineBanner />
        </SnackbarProvider>
      </QueryClientProvider>,
    );
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByTestId('offline-banner')).toBeTruthy();
    expect(screen.getByText(snackbarText)).toBeTruthy();
    // Time passes in small steps, so that what each step schedules (the exit transition) runs too.
    const pass = async (ms: number) => {
      for (let step = 0; step < ms / 100; step += 1) {
        await act(async () => {
          vi.advanceTimersByTime(100);
        });
      }
    };
    await pass(5700);
    expect(screen.queryByText(snackbarText)).not.toBeNull();
    // Hidden at 6 s, then gone once its exit transition has run.
    await pass(1300);
    expect(screen.queryByText(snackbarText)).toBeNull();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});
