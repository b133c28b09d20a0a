import { languages, loadNamespace } from '@/app/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { tenantUserRoles } from '@wb/contract/tenant-users';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TenantUserDialog } from './tenant-user-dialog';

beforeAll(() => Promise.all(languages.map((language) => loadNamespace('tenantUsers', language))));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(props: { showPersonal: boolean; mode?: 'create' | 'edit' | 'invite' }) {
  const fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TenantUserDialog
        mode={props.mode ?? 'create'}
        roles={tenantUserRoles}
        managers={[]}
        showPersonal={props.showPersonal}
        onClose={() => {}}
      />
    </QueryClientProvider>,
  );
  return fetchSpy;
}

describe('the tenant user dialog', () => {
  it('shows salary, hire date and phone only to those who may see them', () => {
    renderDialog({ showPersonal: false });
    expect(screen.queryByLabelText(/Salaris/)).toBeNull();
    expect(screen.queryByLabelText(/Telefoon/)).toBeNull();
    cleanup();
    renderDialog({ showPersonal: true });
    expect(screen.getByLabelText(/Salaris/)).toBeTruthy();
    // The date field (day, month and year sections) is labelled by it.
    expect(screen.getAllByLabelText(/In dienst sinds/).length).toBeGreaterThan(0);
  });

  it('refuses empty names and a short password at the field, in Dutch, without a call', async () => {
    const fetchSpy = renderDialog({ showPersonal: true });
    fireEvent.change(screen.getByLabelText(/^Wachtwoord/), { target: { value: 'kort' } });
    // A comma is the Dutch decimal separator (12,50 is fine); three decimals are not an amount.
    fireEvent.change(screen.getByLabelText(/Salaris/), { target: { value: '12,505' } });
    fireEvent.click(screen.getByTestId('user-dialog-submit'));
    await waitFor(() => expect(screen.getByText('Minimaal 8 tekens vereist')).toBeTruthy());
    expect(screen.getAllByText('Dit veld is verplicht').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Voer een bedrag in zoals 2500.00.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('has no password field when inviting', () => {
    renderDialog({ showPersonal: false, mode: 'invite' });
    expect(screen.queryByLabelText(/^Wachtwoord/)).toBeNull();
    expect(screen.getByTestId('user-dialog-submit').textContent).toBe('Uitnodiging versturen');
  });
});
