import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { InstallPrompt } from './install-prompt';

const offer = (outcome: 'accepted' | 'dismissed' = 'accepted') => {
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
};

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the install prompt (platform §2 "Other UI", issue 33)', () => {
  it("lists the spec's four benefits when the browser offers to install", () => {
    render(<InstallPrompt />);
    offer();
    for (const benefit of ['Werkt offline', 'Start snel', 'Op je beginscherm', 'Ontvangt meldingen']) {
      expect(screen.getByText(benefit)).toBeTruthy();
    }
  });

  it('remembers an installation (from the dialog or the browser menu) and does not offer it again', async () => {
    render(<InstallPrompt />);
    offer();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByText('Werkt offline')).toBeNull();
    expect(localStorage.getItem('appInstalled')).toBe('true');
    offer();
    expect(screen.queryByText('Werkt offline')).toBeNull();
  });

  it('remembers "later" too', () => {
    render(<InstallPrompt />);
    offer();
    act(() => {
      screen.getByRole('button', { name: 'Niet nu' }).click();
    });
    offer();
    expect(screen.queryByText('Werkt offline')).toBeNull();
  });
});
