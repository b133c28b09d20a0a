import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Chip } from '@mui/material';
import type { LabelTemplate } from '@wb/contract/labels';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type ListColumn, ListTable } from '@/components/list-table';
import { Stack } from '@/components/stack';
import { useCan } from '@/components/use-can';
import { LabelDesigner } from './label-designer';
import { LabelPrintDialog } from './label-print-dialog';
import { useDeleteTemplate, useLabelTemplates, useSetDefaultTemplate } from './labels-api';

/** Templates by type, one default per type; open one in the designer, print, delete. */
export function LabelTemplatesTab({ onPrinted }: { onPrinted: () => void }) {
  const { t } = useTranslation();
  const canWrite = useCan('orders:write');
  const canDelete = useCan('orders:delete');
  const templates = useLabelTemplates();
  const setDefault = useSetDefaultTemplate();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<LabelTemplate | 'new' | null>(null);
  const [printing, setPrinting] = useState<LabelTemplate | null>(null);
  const [deleting, setDeleting] = useState<LabelTemplate | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rows = templates.data?.items ?? [];

  const columns: ListColumn<LabelTemplate>[] = [
    {
      key: 'name',
      label: t('labels:fields.name'),
      render: (r) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{r.name}</span>
          {r.isDefault && <Chip size="small" color="primary" label={t('labels:templates.default')} data-testid="default-chip" />}
        </Stack>
      ),
    },
    { key: 'type', label: t('labels:fields.type'), render: (r) => t(`labels:types.${r.type}`) },
    { key: 'size', label: t('labels:templates.size'), render: (r) => `${r.widthMm} × ${r.heightMm} mm`, hideBelow: 'sm' },
    { key: 'elements', label: t('labels:templates.elements'), align: 'right', render: (r) => r.elements.length, hideBelow: 'md' },
    {
      key: 'actions',
      label: '',
      align: 'right',
      render: (r) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }} onClick={(e) => e.stopPropagation()}>
          {canWrite && (
            <Button size="small" onClick={() => setPrinting(r)} data-testid="print-template-button">
              {t('labels:actions.print')}
            </Button>
          )}
          {canWrite && !r.isDefault && (
            <Button
              size="small"
              onClick={() => void setDefault.mutateAsync(r.id).catch((err: unknown) => setError(describeError(t, err)))}
              data-testid="set-default"
            >
              {t('labels:actions.setDefault')}
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
        <Stack direction="row" spacing={1}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="new-template">
            {t('labels:templates.new')}
          </Button>
          <Button variant="outlined" onClick={() => setPrinting(rows[0] ?? null)} disabled={!rows.length}>
            {t('labels:actions.print')}
          </Button>
        </Stack>
      )}
      {(templates.error || error) && <Alert severity="error">{error ?? describeError(t, templates.error)}</Alert>}
      <ListTable
        testId="template-table"
        columns={columns}
        rows={rows}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 20)}
        pageSizes={[Math.max(rows.length, 20)]}
        loading={templates.isFetching}
        onPage={() => {}}
        empty={t('labels:templates.empty')}
        onRowClick={canWrite ? (row) => setEditing(row) : undefined}
        rowProps={(row) => ({ 'data-testid': 'template-row', 'data-name': row.name })}
      />
      {editing && <LabelDesigner template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {printing && (
        <LabelPrintDialog
          template={printing}
          onClose={() => setPrinting(null)}
          onPrinted={() => {
            setPrinting(null);
            onPrinted();
          }}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('labels:templates.deleteTitle')}
        confirmLabel={t('labels:actions.delete')}
        danger
        busy={remove.isPending}
        onConfirm={() => {
          if (deleting) void remove.mutateAsync(deleting.id).then(() => setDeleting(null));
        }}
        onClose={() => setDeleting(null)}
      >
        {t('labels:templates.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
