import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Chip, MenuItem, TextField } from '@mui/material';
import type { LabelPrinter, PrinterStatus } from '@wb/contract/labels';
import { printerDefaults } from '@wb/contract/labels';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { type ListColumn, ListTable } from '@/components/list-table';
import { Stack } from '@/components/stack';
import { useCan } from '@/components/use-can';
import { useDeletePrinter, useLabelHealth, useLabelPrinters, useSavePrinter, useTestPrinter } from './labels-api';

/** The printers (business §3 Label printer, §9 defaults) with their ~HS status, a test label, add, change, delete. */
export function LabelPrintersTab() {
  const { t } = useTranslation();
  const canWrite = useCan('settings:write');
  const canDelete = useCan('settings:delete');
  const canPrint = useCan('orders:write');
  const printers = useLabelPrinters();
  const health = useLabelHealth();
  const test = useTestPrinter();
  const remove = useDeletePrinter();
  const [editing, setEditing] = useState<LabelPrinter | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LabelPrinter | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const rows = printers.data?.items ?? [];
  const statusOf = (id: string) => health.data?.printers.find((p) => p.id === id)?.status ?? null;

  const statusChip = (printer: LabelPrinter) => {
    if (printer.connection === 'pdf') return <Chip size="small" label={t('labels:printers.pdfOnly')} />;
    const status: PrinterStatus | null = statusOf(printer.id);
    if (!status) return <Chip size="small" label="…" />;
    if (!status.reachable) return <Chip size="small" color="error" label={t('labels:printers.unreachable')} data-testid="printer-status" />;
    if (status.error)
      return (
        <Chip
          size="small"
          color="warning"
          label={t(`errors:${status.error.key}`, status.error.params as Record<string, string>)}
          data-testid="printer-status"
        />
      );
    return <Chip size="small" color="success" label={t('labels:printers.ready')} data-testid="printer-status" />;
  };

  const runTest = async (printer: LabelPrinter) => {
    try {
      const result = await test.mutateAsync(printer.id);
      setNotice(
        result.ok
          ? { ok: true, text: t('labels:printers.testOk', { name: printer.name }) }
          : { ok: false, text: result.error ? t(`errors:${result.error.key}`, result.error.params as Record<string, string>) : '' },
      );
    } catch (err) {
      setNotice({ ok: false, text: describeError(t, err) });
    }
  };

  const columns: ListColumn<LabelPrinter>[] = [
    { key: 'name', label: t('labels:fields.name'), render: (r) => r.name },
    {
      key: 'address',
      label: t('labels:printers.address'),
      render: (r) => (r.connection === 'pdf' ? 'PDF' : `${r.host}:${r.port}`),
      hideBelow: 'sm',
    },
    {
      key: 'page',
      label: t('labels:printers.page'),
      render: (r) => `${r.pageWidthMm} × ${r.pageHeightMm} mm · ${r.dpi} dpi`,
      hideBelow: 'md',
    },
    { key: 'status', label: t('labels:history.status'), render: statusChip },
    {
      key: 'actions',
      label: '',
      align: 'right',
      render: (r) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }} onClick={(e) => e.stopPropagation()}>
          {canPrint && r.connection === 'tcp' && (
            <Button size="small" onClick={() => void runTest(r)} disabled={test.isPending} data-testid="test-printer">
              {t('labels:printers.test')}
            </Button>
          )}
          {canDelete && (
            <Button size="small" color="error" onClick={() => setDeleting(r)}>
              {t('labels:actions.delete')}
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      {canWrite && (
        <Stack direction="row">
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="new-printer">
            {t('labels:printers.new')}
          </Button>
        </Stack>
      )}
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} onClose={() => setNotice(null)} data-testid="printer-notice">
          {notice.text}
        </Alert>
      )}
      {printers.error && <Alert severity="error">{describeError(t, printers.error)}</Alert>}
      <ListTable
        testId="printer-table"
        columns={columns}
        rows={rows}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 20)}
        pageSizes={[Math.max(rows.length, 20)]}
        loading={printers.isFetching}
        onPage={() => {}}
        empty={t('labels:printers.empty')}
        onRowClick={canWrite ? (row) => setEditing(row) : undefined}
        rowProps={(row) => ({ 'data-testid': 'printer-row', 'data-name': row.name })}
      />
      {editing && <PrinterDialog printer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title={t('labels:printers.deleteTitle')}
        confirmLabel={t('labels:actions.delete')}
        danger
        busy={remove.isPending}
        onConfirm={() => {
          if (deleting) void remove.mutateAsync(deleting.id).then(() => setDeleting(null));
        }}
        onClose={() => setDeleting(null)}
      >
        {t('labels:printers.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}

function PrinterDialog({ printer, onClose }: { printer: LabelPrinter | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePrinter();
  const [form, setForm] = useState({
    name: printer?.name ?? '',
    connection: printer?.connection ?? 'tcp',
    host: printer?.host ?? '',
    port: printer?.port ?? printerDefaults.port,
    dpi: (printer?.dpi ?? printerDefaults.dpi) as 203 | 300,
    pageWidthMm: printer?.pageWidthMm ?? printerDefaults.pageWidthMm,
    pageHeightMm: printer?.pageHeightMm ?? printerDefaults.pageHeightMm,
    orientation: printer?.orientation ?? printerDefaults.orientation,
    footerText: printer?.footerText ?? '',
    costPerLabel: printer?.costPerLabel ?? '0',
    fontSizes: printer?.fontSizes ?? { ...printerDefaults.fontSizes },
    margins: printer?.margins ?? { ...printerDefaults.margins },
  });
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({ id: printer?.id ?? null, input: form });
      onClose();
    } catch (err) {
      setError(describeError(t, err));
    }
  };
  const num = (label: string, value: number, onChange: (v: number) => void) => (
    <TextField
      size="small"
      type="number"
      label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ width: 120 }}
    />
  );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{printer ? t('labels:printers.editTitle') : t('labels:printers.new')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            size="small"
            label={t('labels:fields.name')}
            value={form.name}
            onChange={(e) => set({ name: e.target.value })}
            slotProps={{ htmlInput: { 'data-testid': 'printer-name' } }}
          />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <TextField
              size="small"
              select
              label={t('labels:printers.connection')}
              value={form.connection}
              onChange={(e) => set({ connection: e.target.value as 'tcp' | 'pdf' })}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="tcp">{t('labels:printers.tcp')}</MenuItem>
              <MenuItem value="pdf">{t('labels:printers.pdfOnly')}</MenuItem>
            </TextField>
            {form.connection === 'tcp' && (
              <>
                <TextField
                  size="small"
                  label={t('labels:printers.host')}
                  value={form.host}
                  onChange={(e) => set({ host: e.target.value })}
                  slotProps={{ htmlInput: { 'data-testid': 'printer-host', dir: 'ltr' } }}
                />
                {num(t('labels:printers.port'), form.port, (v) => set({ port: v }))}
              </>
            )}
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <TextField
              size="small"
              select
              label={t('labels:printers.dpi')}
              value={form.dpi}
              onChange={(e) => set({ dpi: Number(e.target.value) as 203 | 300 })}
              sx={{ width: 120 }}
            >
              <MenuItem value={203}>203 dpi</MenuItem>
              <MenuItem value={300}>300 dpi</MenuItem>
            </TextField>
            {num(t('labels:fields.widthMm'), form.pageWidthMm, (v) => set({ pageWidthMm: v }))}
            {num(t('labels:fields.heightMm'), form.pageHeightMm, (v) => set({ pageHeightMm: v }))}
            <TextField
              size="small"
              select
              label={t('labels:printers.orientation')}
              value={form.orientation}
              onChange={(e) => set({ orientation: e.target.value as 'portrait' | 'landscape' })}
              sx={{ minWidth: 140 }}
            >
              <MenuItem value="portrait">{t('labels:printers.portrait')}</MenuItem>
              <MenuItem value="landscape">{t('labels:printers.landscape')}</MenuItem>
            </TextField>
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {(['default', 'header', 'subHeader', 'footer'] as const).map((k) =>
              num(t(`labels:printers.font.${k}`), form.fontSizes[k], (v) => set({ fontSizes: { ...form.fontSizes, [k]: v } })),
            )}
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {(['top', 'right', 'bottom', 'left'] as const).map((k) =>
              num(t(`labels:printers.margin.${k}`), form.margins[k], (v) => set({ margins: { ...form.margins, [k]: v } })),
            )}
          </Stack>
          <TextField
            size="small"
            label={t('labels:printers.footerText')}
            value={form.footerText}
            onChange={(e) => set({ footerText: e.target.value })}
          />
          <TextField
            size="small"
            label={t('labels:printers.costPerLabel')}
            value={form.costPerLabel}
            onChange={(e) => set({ costPerLabel: e.target.value.replace(',', '.') })}
            sx={{ width: 160 }}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('labels:actions.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={save.isPending} data-testid="save-printer">
          {t('labels:actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
