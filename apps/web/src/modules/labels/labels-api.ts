import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateLabelPrinterInput,
  CreateLabelTemplateInput,
  CreatePrintJobInput,
  LabelData,
  PrintJob,
  UpdateLabelPrinterInput,
} from '@wb/contract/labels';
import { api, apiBlob, apiPostBlob } from '@/app/api/api-client';

export const useLabelTemplates = () =>
  useQuery({ queryKey: ['labels', 'templates'], queryFn: ({ signal }) => api('GET /labels/templates', { signal }) });

export const useLabelPrinters = () =>
  useQuery({ queryKey: ['labels', 'printers'], queryFn: ({ signal }) => api('GET /labels/printers', { signal }) });

export const useLabelHealth = () =>
  useQuery({ queryKey: ['labels', 'health'], queryFn: ({ signal }) => api('GET /labels/health', { signal }), refetchInterval: 15_000 });

const busy = (items: PrintJob[] | undefined) => (items ?? []).some((j) => j.status === 'queued' || j.status === 'printing');

/** The history; polled while a job is queued or printing. */
export function usePrintJobs(page: number, pageSize: number) {
  return useQuery({
    queryKey: ['labels', 'jobs', page, pageSize],
    queryFn: ({ signal }) => api('GET /labels/print-jobs', { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (busy(query.state.data?.items) ? 1500 : false),
  });
}

export const usePrintJob = (id: string | null) =>
  useQuery({
    queryKey: ['labels', 'job', id],
    queryFn: ({ signal }) => api('GET /labels/print-jobs/:id', { params: { id: id ?? '' }, signal }),
    enabled: !!id,
  });

export const useLabelAnalytics = (days: number) =>
  useQuery({
    queryKey: ['labels', 'analytics', days],
    queryFn: async ({ signal }) => {
      const [usage, costs, errors] = await Promise.all([
        api('GET /labels/analytics/usage', { query: { days }, signal }),
        api('GET /labels/analytics/costs', { query: { days }, signal }),
        api('GET /labels/analytics/errors', { query: { days }, signal }),
      ]);
      return { usage, costs, errors };
    },
    placeholderData: keepPreviousData,
  });

export const searchItems = (q: string, signal?: AbortSignal) => api('GET /orders/catalog', { query: { q, limit: 20 }, signal });
export const useItemLots = (itemId: string | null) =>
  useQuery({
    queryKey: ['labels', 'lots', itemId],
    queryFn: ({ signal }) => api('GET /orders/catalog/:id/lots', { params: { id: itemId ?? '' }, signal }),
    enabled: !!itemId,
  });

function useLabelMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ['labels'] }) });
}

export const useSaveTemplate = () =>
  useLabelMutation(({ id, input }: { id: string | null; input: CreateLabelTemplateInput }) => {
    if (!id) return api('POST /labels/templates', { body: input });
    const { isDefault: _ignored, ...changes } = input;
    return api('PUT /labels/templates/:id', { params: { id }, body: changes });
  });
export const useSetDefaultTemplate = () =>
  useLabelMutation((id: string) => api('PUT /labels/templates/:id/set-default', { params: { id } }));
export const useDeleteTemplate = () => useLabelMutation((id: string) => api('DELETE /labels/templates/:id', { params: { id } }));
export const useSavePrinter = () =>
  useLabelMutation(({ id, input }: { id: string | null; input: CreateLabelPrinterInput & UpdateLabelPrinterInput }) =>
    id ? api('PUT /labels/printers/:id', { params: { id }, body: input }) : api('POST /labels/printers', { body: input }),
  );
export const useDeletePrinter = () => useLabelMutation((id: string) => api('DELETE /labels/printers/:id', { params: { id } }));
export const useTestPrinter = () => useLabelMutation((id: string) => api('POST /labels/printers/:id/test', { params: { id } }));
export const usePrint = () => useLabelMutation((input: CreatePrintJobInput) => api('POST /labels/print-jobs', { body: input }));
export const useCancelJob = () => useLabelMutation((id: string) => api('PUT /labels/print-jobs/:id/cancel', { params: { id } }));
export const useDeleteJob = () => useLabelMutation((id: string) => api('DELETE /labels/print-jobs/:id', { params: { id } }));

/** The server's SVG preview of a design with sample data. */
export const previewDesign = (template: CreateLabelTemplateInput, data: LabelData, signal?: AbortSignal) =>
  apiPostBlob('/labels/generate', { template: { ...template, isDefault: undefined }, data, format: 'svg' }, { signal });
/** A printed job as the printer draws it: a PNG at the printer's resolution. */
export const jobPreview = (id: string) => apiBlob(`/labels/print-jobs/${id}/preview?format=png`);
export const jobPdf = (id: string) => apiBlob(`/labels/print-jobs/${id}/pdf`);
