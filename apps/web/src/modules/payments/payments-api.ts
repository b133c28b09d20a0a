import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreatePaymentInput,
  type ListPaymentsQuery,
  type StatementConfirmInput,
  type StatementProgress,
  statementProgressEvent,
  type UpdatePaymentInput,
} from '@wb/contract/payments';
import type { ListInvoicesQuery } from '@wb/contract/invoices';
import { useEffect } from 'react';
import { api } from '@/app/api/api-client';
import { isLiveConnected, onLiveEvent } from '@/app/live-bus';
import { useListCaching } from '@/app/workspace-settings';

export const paymentKeys = {
  all: ['payments'] as const,
  list: (query: ListPaymentsQuery) => ['payments', 'list', query] as const,
  one: (id: string) => ['payments', 'one', id] as const,
  terminals: ['payments', 'terminals'] as const,
  statements: ['payments', 'statements'] as const,
  statement: (id: string) => ['payments', 'statements', id] as const,
};

/**
 * Invoices as the payment pages read them (the invoice to pay, open invoices to choose from). The
 * payments module does not import the invoices module (whose invoice page shows payment actions):
 * these reads share the invoices' query keys, so an invoice change refreshes them too.
 */
export function useInvoiceToPay(id: string | undefined) {
  return useQuery({
    queryKey: ['invoices', 'one', id ?? ''] as const,
    queryFn: ({ signal }) => api('GET /invoices/:id', { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
}

export function useInvoicesToPay(query: ListInvoicesQuery) {
  return useQuery({
    queryKey: ['invoices', 'list', query] as const,
    queryFn: ({ signal }) => api('GET /invoices', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePayments(query: ListPaymentsQuery) {
  const caching = useListCaching();
  return useQuery({
    queryKey: paymentKeys.list(query),
    queryFn: ({ signal }) => api('GET /payments', { query, signal }),
    ...caching,
  });
}

export function usePayment(id: string | undefined) {
  return useQuery({
    queryKey: paymentKeys.one(id ?? ''),
    queryFn: ({ signal }) => api('GET /payments/:id', { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
}

export function useTerminals(enabled = true) {
  return useQuery({
    queryKey: paymentKeys.terminals,
    queryFn: ({ signal }) => api('GET /payments/terminals', { signal }),
    enabled,
  });
}

export function useStatements() {
  return useQuery({
    queryKey: paymentKeys.statements,
    queryFn: ({ signal }) => api('GET /bank-statements', { signal }),
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
    queryFn: ({ signal }) => api('GET /bank-statements/:id', { params: { id: id ?? '' }, signal }),
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

export const useCreatePayment = () => usePaymentMutation((input: CreatePaymentInput) => api('POST /payments', { body: input }));
export const useUpdatePayment = (id: string) =>
  usePaymentMutation((input: UpdatePaymentInput) => api('PATCH /payments/:id', { params: { id }, body: input }));
export const useDeletePayment = () => usePaymentMutation((id: string) => api('DELETE /payments/:id', { params: { id } }));
export const useRefundPayment = (id: string) =>
  usePaymentMutation((input: { amount?: string; description?: string }) =>
    api('POST /payments/:id/refunds', { params: { id }, body: input }),
  );
export const useCreateIdeal = () =>
  usePaymentMutation((input: { invoiceId: string; amount?: string }) => api('POST /payments/ideal', { body: input }));
export const useEmailPaymentLink = (id: string) =>
  usePaymentMutation((to: string) => api('POST /payments/:id/email-link', { params: { id }, body: { to } }));
export const useImportStatement = () =>
  usePaymentMutation((input: { fileName: string; content: string; acceptBalanceMismatch?: boolean }) =>
    api('POST /bank-statements', { body: input }),
  );
export const useConfirmStatement = (id: string) =>
  usePaymentMutation((input: StatementConfirmInput) => api('POST /bank-statements/:id/confirm', { params: { id }, body: input }));

export const startTerminalPayment = (input: { invoiceId: string; terminalId: string; amount?: string }) =>
  api('POST /payments/terminal', { body: input });
export const fetchProgress = (id: string) => api('GET /payments/:id/progress', { params: { id } });
export const cancelPayment = (id: string) => api('POST /payments/:id/cancel', { params: { id } });
export const testProvider = (apiKey?: string) => api('POST /settings/payments/test', { body: apiKey ? { apiKey } : {} });
export const fetchPublicStatus = (publicId: string) =>
  api('GET /public/payments/:paymentId', { params: { paymentId: publicId }, auth: false });
export const fetchSimulatedCheckout = (publicId: string) =>
  api('GET /public/simulated-checkout/:paymentId', { params: { paymentId: publicId }, auth: false });
export const chooseSimulatedOutcome = (publicId: string, outcome: 'paid' | 'failed' | 'cancelled' | 'expired') =>
  api('POST /public/simulated-checkout/:paymentId', { params: { paymentId: publicId }, body: { outcome }, auth: false });
