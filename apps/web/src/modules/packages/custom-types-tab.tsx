import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Chip } from '@mui/material';
import type { CustomPackageType } from '@wb/contract/packages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatMoney, formatQuantity } from '@/components/format';
import { type ListColumn, ListTable } from '@/components/list-table';
import { Stack } from '@/components/stack';
import { useCan } from '@/components/use-can';
import { CustomTypeDialog } from './custom-type-dialog';
import { describeError } from '@/app/messages';
import { useDeleteCustomPackageType, usePackageTypes } from './packages-api';

/** The tenant's own package types; one in use cannot be deleted, only deactivated. */
export function CustomTypesTab() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const canWrite = useCan('settings:write');
  const canDelete = useCan('settings:delete');
  const types = usePackageTypes();
  const remove = useDeleteCustomPackageType();
  const [editing, setEditing] = useState<CustomPackageType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CustomPackageType | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const rows = types.data?.custom ?? [];

  const columns: ListColumn<CustomPackageType>[] = [
    {
      key: 'name',
      label: t('packages:customTypes.name'),
      render: (r) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{r.name}</span>
          {!r.isActive && <Chip size="small" label={t('packages:customTypes.inactive')} />}
        </Stack>
      ),
    },
    { key: 'dimensions', label: t('packages:customTypes.dimensions'), render: (r) => r.dimensions, hideBelow: 'md' },
    {
      key: 'weight',
      label: t('packages:customTypes.weightKg'),
      align: 'right',
      render: (r) => formatQuantity(r.weightKg, language, 3),
      hideBelow: 'sm',
    },
    { key: 'value', label: t('packages:customTypes.value'), align: 'right', render: (r) => formatMoney(r.value, language) },
    {
      key: 'used',
      label: t('packages:customTypes.used'),
      align: 'right',
      render: (r) => formatQuantity(r.transactionCount, language),
      hideBelow: 'sm',
    },
    {
      key: 'actions',
      label: '',
      align: 'right',
      render: (r) =>
        canDelete && (
          <Button
            size="small"
            color="error"
            onClick={(e) => {
              e.stopPropagation();
              setDeleteError(null);
              setDeleting(r);
            }}
          >
            {t('packages:actions.delete')}
          </Button>
        ),
    },
  ];

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setDeleting(null);
    } catch (err) {
      setDeleteError(describeError(t, err));
    }
  };

  return (
    <Stack spacing={2}>
      {canWrite && (
        <Stack direction="row">
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="new-custom-type">
            {t('packages:customTypes.new')}
          </Button>
        </Stack>
      )}
      {types.error && <Alert severity="error">{describeError(t, types.error)}</Alert>}
      <ListTable
        testId="custom-type-table"
        columns={columns}
        rows={rows}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 20)}
        pageSizes={[Math.max(rows.length, 20)]}
        loading={types.isFetching}
        onPage={() => {}}
        empty={t('packages:customTypes.empty')}
        onRowClick={canWrite ? (row) => setEditing(row) : undefined}
      />
      {editing && <CustomTypeDialog type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title={t('packages:customTypes.deleteTitle')}
        confirmLabel={t('packages:actions.delete')}
        danger
        busy={remove.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {t('packages:customTypes.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
