import { Alert, Box, Button, Chip } from '@mui/material';
import type { PrintJob, PrintJobStatus } from '@wb/contract/labels';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { formatDateTime } from '@/components/format';
import { type ListColumn, ListTable } from '@/components/list-table';
import { Stack } from '@/components/stack';
import { useCan } from '@/components/use-can';
import { jobPdf, jobPreview, useCancelJob, useDeleteJob, usePrintJob, usePrintJobs } from './labels-api';

const statusColor: Record<PrintJobStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  queued: 'warning',
  printing: 'info',
  completed: 'success',
  failed: 'error',
  cancelled: 'default',
};

/** A job's cause, translated from its key. */
function useCause() {
  const { t } = useTranslation();
  return (job: PrintJob) =>
    job.error ? (t(`errors:${job.error.key}`, job.error.params as Record<string, string>) ?? job.error.message) : '';
}

/** Print history (business §2): status, cause of a failure, preview with the ZPL, PDF, cancel. */
export function PrintHistoryTab() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const jobs = usePrintJobs(page.page, page.pageSize);
  const [openId, setOpenId] = useState<string | null>(null);
  const cause = useCause();
  const rows = jobs.data?.items ?? [];
  const columns: ListColumn<PrintJob>[] = [
    { key: 'date', label: t('labels:history.date'), render: (r) => formatDateTime(r.createdAt, i18n.language) },
    { key: 'template', label: t('labels:history.template'), render: (r) => r.templateName },
    { key: 'printer', label: t('labels:history.printer'), render: (r) => r.printerName, hideBelow: 'md' },
    { key: 'labels', label: t('labels:history.labels'), align: 'right', render: (r) => r.labelCount },
    {
      key: 'status',
      label: t('labels:history.status'),
      render: (r) => (
        <Stack spacing={0.5}>
          <Chip
            size="small"
            color={statusColor[r.status]}
            label={t(`labels:statuses.${r.status}`)}
            data-testid="job-status"
            data-status={r.status}
          />
          {r.error && r.status !== 'completed' && (
            <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
              {cause(r)}
            </Box>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <Stack spacing={2}>
      {jobs.error && <Alert severity="error">{describeError(t, jobs.error)}</Alert>}
      <ListTable
        testId="job-table"
        columns={columns}
        rows={rows}
        total={jobs.data?.total ?? 0}
        page={page.page}
        pageSize={page.pageSize}
        loading={jobs.isFetching}
        onPage={(p, size) => setPage({ page: p, pageSize: size })}
        empty={t('labels:history.empty')}
        onRowClick={(row) => setOpenId(row.id)}
        rowProps={() => ({ 'data-testid': 'job-row' })}
      />
      {openId && <JobDialog id={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}

function JobDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const job = usePrintJob(id);
  const cancel = useCancelJob();
  const remove = useDeleteJob();
  const canWrite = useCan('orders:write');
  const canDelete = useCan('orders:delete');
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cause = useCause();
  useEffect(() => {
    let url: string | null = null;
    jobPreview(id)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setPreview(url);
      })
      .catch(() => setPreview(null));
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  const act = async (fn: () => Promise<unknown>, close = false) => {
    setError(null);
    try {
      await fn();
      if (close) onClose();
      else await job.refetch();
    } catch (err) {
      setError(describeError(t, err));
    }
  };
  const download = async () => {
    const blob = await jobPdf(id);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `labels-${id.slice(0, 8)}.pdf`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  const data = job.data;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{t('labels:history.jobTitle')}</DialogTitle>
      <DialogContent>
        {data && (
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Chip color={statusColor[data.status]} label={t(`labels:statuses.${data.status}`)} data-testid="job-detail-status" />
              <span>
                {data.templateName} · {data.printerName} · {data.labelCount} {t('labels:history.labels')} ·{' '}
                {formatDateTime(data.createdAt, i18n.language)}
              </span>
            </Stack>
            {data.error && <Alert severity={data.status === 'failed' ? 'error' : 'warning'}>{cause(data)}</Alert>}
            {preview && (
              <Box
                component="img"
                src={preview}
                alt={t('labels:designer.preview')}
                data-testid="job-preview"
                sx={{ maxWidth: '100%', maxHeight: 320, border: 1, borderColor: 'divider', alignSelf: 'flex-start' }}
              />
            )}
            <Box
              component="pre"
              data-testid="job-zpl"
              dir="ltr"
              sx={{
                fontSize: 12,
                bgcolor: 'grey.100',
                p: 1,
                borderRadius: 1,
                maxHeight: 200,
                overflow: 'auto',
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-all',
                m: 0,
              }}
            >
              {data.zpl}
            </Box>
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void download()} data-testid="job-pdf">
          PDF
        </Button>
        {canWrite && data?.status === 'queued' && (
          <Button color="warning" onClick={() => void act(() => cancel.mutateAsync(id))} data-testid="job-cancel">
            {t('labels:actions.cancelJob')}
          </Button>
        )}
        {canDelete && data && data.status !== 'printing' && (
          <Button color="error" onClick={() => void act(() => remove.mutateAsync(id), true)}>
            {t('labels:actions.delete')}
          </Button>
        )}
        <Button onClick={onClose}>{t('labels:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
