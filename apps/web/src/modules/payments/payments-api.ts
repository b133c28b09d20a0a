import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BankStatement,
  CreatePaymentInput,
  ListPaymentsQuery,
  Payment,
  PaymentPage,
  PaymentProgress,
  ProviderTestResult,
  PublicPaymentView,
  StatementConfirmInput,
  StatementProgress,
  TerminalList,
  UpdatePaymentInput,
} from '@wb/contract/payments';
import { statementProgressEvent } from '@wb/contract/payments';
import { useEffect } from 'react';
import { api } from '@/app/api/api-client';
import { isLiveConnected, onLiveEvent } from '@/app/live-bus';

export const paymentKeys = {
  all: ['payments'] as const,
  list: (query: ListPaymentsQuery) => ['payments', 'list', query] as const,
  one: (id: string) => ['payments', 'one', id] as const,
  terminals: ['payments', 'terminals'] as const,
  statements: ['payments', 'statements'] as const,
  statement: (id: string) => ['payments', 'statements', id] as const,
};

export function queryString(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function usePayments(query: ListPaymentsQuery) {
  return useQuery({
    queryKey: paymentKeys.list(query),
    queryFn: ({ signal }) => api<PaymentPage>(`/payments${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePayment(id: string | undefined) {
  return useQuery({
    queryKey: paymentKeys.one(id ?? ''),
    queryFn: ({ signal }) => api<Payment>(`/payments/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

export function useTerminals(enabled = true) {
  return useQuery({
    queryKey: paymentKeys.terminals,
    queryFn: ({ signal }) => api<TerminalList>('/payments/terminals', { signal }),
    enabled,
  });
}

export function useStatements() {
  return useQuery({
    queryKey: paymentKeys.statements,
    queryFn: ({ signal }) =>
      api<Array<Omit<BankStatement, 'lines'> & { proposedCount: number; confirmedCount: number }>>('/bank-statements', { signal }),
  });
}

/**
 * One statement. While a big file is being imported in the background its progress arrives over
 * the event stream (`statement.progress`) and the statement is read again; while the stream is
 * down it is asked again every two seconds.
 */
export function useStatement(id: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveEvent(statementProgressEvent, (data) => {
        const progress = data as StatementProgress;
        if (progress.statementId === id) void queryClient.invalidateQueries({ queryKey: paymentKeys.statement(id) });
      }),
    [id, queryClient],
  );
  return useQuery({
    queryKey: paymentKeys.statement(id ?? ''),
    queryFn: ({ signal }) => api<BankStatement>(`/bank-statements/${id}`, { signal }),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.status === 'importing' && !isLiveConnected() ? 2000 : false),
  });
}

/** Every change to payments also changes invoices (paid amounts, statuses). */
function usePaymentMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: paymentKeys.all });
      void client.invalidateQueries({ queryKey: ['invoices'] });
    },
  });
}

export const useCreatePayment = () =>
  usePaymentMutation((input: CreatePaymentInput) => api<Payment>('/payments', { method: 'POST', body: input }));
export const useUpdatePayment = (id: string) =>
  usePaymentMutation((input: UpdatePaymentInput) => api<Payment>(`/payments/${id}`, { method: 'PATCH', body: input }));
export const useDeletePayment = () => usePaymentMutation((id: string) => api<{ deleted: true }>(`/payments/${id}`, { method: 'DELETE' }));
export const useRefundPayment = (id: string) =>
  usePaymentMutation((input: { amount?: string; description?: string }) =>
    api<Payment>(`/payments/${id}/refunds`, { method: 'POST', body: input }),
  );
export const useCreateIdeal = () =>
  usePaymentMutation((input: { invoiceId: string; amount?: string }) => api<Payment>('/payments/ideal', { method: 'POST', body: input }));
export const useEmailPaymentLink = (id: string) =>
  usePaymentMutation((to: string) => api<Payment>(`/payments/${id}/email-link`, { method: 'POST', body: { to } }));
export const useImportStatement = () =>
  usePaymentMutation((input: { fileName: string; content: string; acceptBalanceMismatch?: boolean }) =>
    api<BankStatement>('/bank-statements', { method: 'POST', body: input }),
  );
export const useConfirmStatement = (id: string) =>
  usePaymentMutation((input: StatementConfirmInput) =>
    api<{ confirmed: number; paymentIds: string[] }>(`/bank-statements/${id}/confirm`, { method: 'POST', body: input }),
  );

export const startTerminalPayment = (input: { invoiceId: string; terminalId: string; amount?: string }) =>
  api<Payment>('/payments/terminal', { method: 'POST', body: input });
export const fetchProgress = (id: string) => api<PaymentProgress>(`/payments/${id}/progress`);
export const cancelPayment = (id: string) => api<Payment>(`/payments/${id}/cancel`, { method: 'POST' });
export const testProvider = (apiKey?: string) =>
  api<ProviderTestResult>('/settings/payments/test', { method: 'POST', body: apiKey ? { apiKey } : {} });
export const fetchPublicStatus = (publicId: string) =>
  api<PublicPaymentView>(`/public/payments/${encodeURIComponent(publicId)}`, { auth: false });
export const fetchSimulatedCheckout = (publicId: string) =>
  api<{ amount: string; description: string; status: string; simulated: true }>(
    `/public/simulated-checkout/${encodeURIComponent(publicId)}`,
    {
      auth: false,
    },
  );
export const chooseSimulatedOutcome = (publicId: string, outcome: 'paid' | 'failed' | 'cancelled' | 'expired') =>
  api<{ redirectUrl: string }>(`/public/simulated-checkout/${encodeURIComponent(publicId)}`, {
    method: 'POST',
    body: { outcome },
    auth: false,
  });
