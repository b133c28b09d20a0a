import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingsBulk, SettingsSection, SettingsSectionKey } from '@wb/contract/settings';
import { api, apiRequest } from '@/app/api/api-client';
import { useAuth } from '@/app/auth/auth-context';
import { settingsKeys } from '@/app/workspace-settings';

/** Kebab-case path of each section (kept here as plain strings: the shell must not load zod). */
export const sectionPaths: Record<SettingsSectionKey, string> = {
  companyDetails: 'company-details',
  items: 'items',
  quotes: 'quotes',
  orders: 'orders',
  invoices: 'invoices',
  cashBook: 'cash-book',
  categories: 'categories',
  routes: 'routes',
  numbering: 'numbering',
  email: 'email',
  emailTemplates: 'email-templates',
  communication: 'communication',
  traceability: 'traceability',
  printers: 'printers',
  search: 'search',
  payments: 'payments',
  assistant: 'assistant',
};

/** Sections that share fields with the numbering section: after their save the whole set is re-read. */
const linkedSections: SettingsSectionKey[] = ['items', 'invoices', 'numbering'];

function storeSection(client: QueryClient, userId: string | undefined, key: SettingsSectionKey, value: unknown) {
  client.setQueryData<SettingsBulk>(settingsKeys.bulk(userId), (old) => (old ? { ...old, [key]: value } : old));
}

/** Saves one section (PUT /settings/{section}); only a changed section is ever sent. */
export function useSaveSection<K extends SettingsSectionKey>(key: K) {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    // The one call typed by hand: the form is generic over the sixteen sections, whose endpoints
    // (`PUT /settings/orders`, …) each answer their section's schema (contract `settingsSections`).
    mutationFn: (body: unknown) => apiRequest(`/settings/${sectionPaths[key]}`, { method: 'PUT', body }) as Promise<SettingsSection<K>>,
    onSuccess: async (saved) => {
      storeSection(client, user?.id, key, saved);
      if (linkedSections.includes(key)) {
        await client.invalidateQueries({ queryKey: settingsKeys.bulk(user?.id) });
        await client.invalidateQueries({ queryKey: settingsKeys.nextNumbers(user?.id) });
      }
    },
  });
}

function useLogoMutation<T>(request: (input: T) => Promise<{ logoUrl: string }>) {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: request,
    onSuccess: ({ logoUrl }) => {
      client.setQueryData<SettingsBulk>(settingsKeys.bulk(user?.id), (old) =>
        old ? { ...old, companyDetails: { ...old.companyDetails, logoUrl } } : old,
      );
    },
  });
}

export function useUploadLogo() {
  return useLogoMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api('POST /settings/company-logo', { body: form });
  });
}

export function useRemoveLogo() {
  return useLogoMutation(async () => {
    await api('DELETE /settings/company-logo');
    return { logoUrl: '' };
  });
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: (to: string) => api('POST /settings/email/test', { body: { to } }) });
}

/** Follows a test message until it is sent, logged or failed (or has an error to show). */
export function useTestEmailStatus(id: string | null) {
  return useQuery({
    queryKey: ['settings', 'email-test', id],
    queryFn: () => api('GET /settings/email/test/:id', { params: { id: id ?? '' } }),
    enabled: !!id,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && (data.status !== 'pending' || data.lastError) ? false : 1000;
    },
  });
}

export function useTestTwilio() {
  return useMutation({
    mutationFn: (body: { accountSid: string; authToken: string; phoneNumber: string }) =>
      api('POST /settings/workspace/twilio/test', { body }),
  });
}

/** "Send test SMS" with the saved settings (409 while SMS is off). */
export function useSendTestSms() {
  return useMutation({ mutationFn: (body: { to: string }) => api('POST /settings/workspace/twilio/test-sms', { body }) });
}

export function useNextNumbers() {
  const { user } = useAuth();
  return useQuery({
    queryKey: settingsKeys.nextNumbers(user?.id),
    queryFn: () => api('GET /settings/numbering/next'),
    enabled: !!user,
  });
}
