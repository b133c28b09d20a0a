import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Button, Chip, FormControlLabel, IconButton, Switch, TextField } from '@mui/material';
import { Stack } from '@/components/stack';
import { useQueryClient } from '@tanstack/react-query';
import type { Item } from '@wb/contract/items';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CsvImportDialog } from '@/components/csv-import-dialog';
import { downloadCsv, queryString } from '@/components/csv-transfer';
import { problemText } from '@/components/field-message';
import { formatMoney, formatQuantity } from '@/components/format';
import { ListSearchField } from '@/components/list-search-field';
import { type ListColumn, ListTable } from '@/components/list-table';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/components/use-can';
import { useListParams } from '@/components/use-list-params';
import { useSettings } from '@/modules/settings/settings-api';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { ItemDialog } from './item-dialog';
import { ItemStockDialog } from './item-stock-dialog';
import { useDeleteItem, useItems } from './items-api';

const filterKeys = ['category', 'active', 'lowStock'] as const;

/** /items and /items/new: the item list with its create, edit, stock and delete dialogs. */
export function ItemListPage() {
  useLazyNamespace('lists', 'items');
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const { data: settings } = useSettings();
  const canWrite = useCan('clients:write');
  const canDelete = useCan('clients:delete');
  const list = useListParams(filterKeys);
  const [editing, setEditing] = useState<Item | null>(null);
  const [stockOf, setStockOf] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const remove = useDeleteItem();
  const creating = pathname === '/items/new';
  const tracking = settings?.items.enableStockTracking ?? true;
  const query = {
    q: list.q || undefined,
    sort: list.sort,
    page: list.page,
    pageSize: list.pageSize,
    category: list.filters.category || undefined,
    active: (list.filters.active || undefined) as 'true' | 'false' | undefined,
    lowStock: (list.filters.lowStock || undefined) as 'true' | undefined,
  };
  const { data, isFetching, error } = useItems(query);

  const columns: ListColumn<Item>[] = [
    { key: 'sku', label: t('items:fields.sku'), sort: 'sku', render: (i) => i.sku },
    {
      key: 'name',
      label: t('items:fields.name'),
      sort: 'name',
      render: (i) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{i.name}</span>
          {!i.isActive && <Chip size="small" label={t('items:list.inactive')} />}
          {i.lotTracked && <Chip size="small" variant="outlined" label={t('items:list.lots')} />}
        </Stack>
      ),
    },
    { key: 'unit', label: t('items:fields.unit'), render: (i) => i.unit, wide: true },
    { key: 'vat', label: t('items:fields.vatRate'), render: (i) => `${i.vatRate} %`, wide: true },
    { key: 'price', label: t('items:fields.price'), sort: 'price', align: 'right', render: (i) => formatMoney(i.price, i18n.language) },
    { key: 'category', label: t('items:fields.category'), sort: 'category', render: (i) => i.category, wide: true },
    { key: 'supplier', label: t('items:fields.supplier'), render: (i) => i.supplierName ?? '', wide: true },
  ];
  if (tracking) {
    columns.push({
      key: 'stock',
      label: t('items:fields.quantityOnHand'),
      sort: 'quantityOnHand',
      align: 'right',
      render: (i) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
          {i.lowStock && <Chip size="small" color="warning" label={t('items:stock.low')} />}
          <span>{formatQuantity(i.quantityOnHand, i18n.language)}</span>
        </Stack>
      ),
    });
  }
  columns.push({
    key: 'actions',
    label: '',
    align: 'right',
    render: (i) => (
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
        <IconButton aria-label={t('items:stock.title')} onClick={() => setStockOf(i.id)} data-testid="item-stock">
          <WarehouseIcon />
        </IconButton>

        {canWrite && (
          <IconButton aria-label={t('items:list.edit')} onClick={() => setEditing(i)} data-testid="item-edit">
            <EditIcon />
          </IconButton>
        )}
        {canDelete && (
          <IconButton aria-label={t('items:delete.button')} onClick={() => setDeleting(i)} data-testid="item-delete">
            <DeleteIcon />
          </IconButton>
        )}
      </Stack>
    ),
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const result = await remove.mutateAsync(deleting.id);
      setDeleting(null);
      enqueueSnackbar(t(result.deleted ? 'items:delete.deleted' : 'items:delete.deactivated'), {
        variant: result.deleted ? 'success' : 'info',
      });
    } catch (err) {
      setDeleteError(problemText(t, err));
    }
  };

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('items:list.title')}
        actions={
          <>
            <Button
              startIcon={<DownloadIcon />}
              onClick={() =>
                void downloadCsv(`/items/export${queryString({ ...query, page: undefined, pageSize: undefined })}`, 'items.csv').catch(
                  (err) => enqueueSnackbar(problemText(t, err), { variant: 'error' }),
                )
              }
            >
              {t('lists:export.button')}
            </Button>
            {canWrite && (
              <Button startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
                {t('lists:import.button')}
              </Button>
            )}
            {canWrite && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate('/items/new')} data-testid="new-item">
                {t('items:list.new')}
              </Button>
            )}
          </>
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <ListSearchField value={list.q} onSearch={(q) => list.update({ q })} />
        <TextField
          select
          size="small"
          label={t('items:fields.category')}
          value={list.filters.category}
          onChange={(e) => list.update({ category: e.target.value })}
          sx={{ minWidth: 160 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('lists:filters.all')}</option>
          {(settings?.categories.categories ?? []).map((c) => (
            <option key={c.name} value={c.name}>
              {c.name}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('items:fields.isActive')}
          value={list.filters.active}
          onChange={(e) => list.update({ active: e.target.value })}
          sx={{ minWidth: 140 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('lists:filters.all')}</option>
          <option value="true">{t('items:list.active')}</option>
          <option value="false">{t('items:list.inactive')}</option>
        </TextField>
        {tracking && (
          <FormControlLabel
            control={
              <Switch
                checked={list.filters.lowStock === 'true'}
                onChange={(e) => list.update({ lowStock: e.target.checked ? 'true' : '' })}
                slotProps={{ input: { 'data-testid': 'filter-low-stock' } as object }}
              />
            }
            label={t('items:list.lowStockFilter', { threshold: settings?.items.lowStockThreshold ?? 10 })}
          />
        )}
      </Stack>
      {error && <Alert severity="error">{t('items:errors.loadFailed')}</Alert>}
      <ListTable
        testId="item-table"
        columns={columns}
        rows={data?.items ?? []}
        total={data?.total ?? 0}
        totalExact={data?.totalExact ?? true}
        page={list.page}
        pageSize={list.pageSize}
        sort={list.sort}
        loading={isFetching}
        empty={t('items:list.empty')}
        onPage={(page, pageSize) => list.update({ page, pageSize })}
        onSort={(sort) => list.update({ sort })}
        onRowClick={(i) => setStockOf(i.id)}
      />
      <ItemDialog
        open={creating || !!editing}
        item={editing}
        onClose={() => (editing ? setEditing(null) : void navigate('/items'))}
        onSaved={(item) => {
          enqueueSnackbar(t('items:dialog.saved', { name: item.name }), { variant: 'success' });
          if (editing) setEditing(null);
          else void navigate('/items');
        }}
      />
      <ItemStockDialog itemId={stockOf} onClose={() => setStockOf(null)} />
      <ConfirmDialog
        open={!!deleting}
        title={t('items:delete.title')}
        confirmLabel={t('items:delete.button')}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => {
          setDeleting(null);
          setDeleteError(null);
        }}
      >
        {t('items:delete.text', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
      <CsvImportDialog
        entity="items"
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(count) => {
          setImporting(false);
          void client.invalidateQueries({ queryKey: ['items'] });
          enqueueSnackbar(t('lists:import.done', { count }), { variant: 'success' });
        }}
      />
    </Stack>
  );
}
