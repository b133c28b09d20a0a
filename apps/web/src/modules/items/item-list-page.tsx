import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import { Alert, Button, Chip, FormControlLabel, IconButton, Switch } from '@mui/material';
import { Stack } from '@/components/stack';
import type { Item } from '@wb/contract/items';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CsvTransferButtons } from '@/components/csv-transfer-buttons';
import { formatMoney, formatPercent, formatQuantity } from '@/components/format';
import { FilterSelect } from '@/components/filter-select';
import { ListFilters } from '@/components/list-filters';
import { ListSearchField } from '@/components/list-search-field';
import { type ListColumn, ListTable } from '@/components/list-table';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/components/use-can';
import { pagedTableProps, pageQuery, useListParams } from '@/components/use-list-params';
import { useSettings } from '@/app/workspace-settings';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { ItemDialog } from './item-dialog';
import { ItemStockDialog } from './item-stock-dialog';
import { useDeleteItem, useItems } from './items-api';
import { describeError } from '@/app/messages';

const filterKeys = ['category', 'active', 'lowStock'] as const;

/** /items and /items/new: the item list with its create, edit, stock and delete dialogs. */
export function ItemListPage() {
  useLazyNamespace('lists', 'items');
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const { data: settings } = useSettings();
  const canWrite = useCan('clients:write');
  const canDelete = useCan('clients:delete');
  const list = useListParams(filterKeys);
  const [editing, setEditing] = useState<Item | null>(null);
  const [stockOf, setStockOf] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteItem();
  const creating = pathname === '/items/new';
  const tracking = settings?.items.enableStockTracking ?? true;
  const query = {
    ...pageQuery(list),
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
    { key: 'unit', label: t('items:fields.unit'), render: (i) => i.unit, hideBelow: 'md' },
    { key: 'vat', label: t('items:fields.vatRate'), render: (i) => formatPercent(i.vatRate, i18n.language), hideBelow: 'md' },
    { key: 'price', label: t('items:fields.price'), sort: 'price', align: 'right', render: (i) => formatMoney(i.price, i18n.language) },
    { key: 'category', label: t('items:fields.category'), sort: 'category', render: (i) => i.category, hideBelow: 'md' },
    { key: 'supplier', label: t('items:fields.supplier'), render: (i) => i.supplierName ?? '', hideBelow: 'md' },
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
      setDeleteError(describeError(t, err));
    }
  };

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('items:list.title')}
        actions={
          <>
            <CsvTransferButtons entity="items" filters={query} canImport={canWrite} />
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
        <ListFilters active={Object.values(list.filters).filter(Boolean).length}>
          <FilterSelect
            label={t('items:fields.category')}
            value={list.filters.category}
            onChange={(category) => list.update({ category })}
            options={(settings?.categories.categories ?? []).map((c) => ({ value: c.name, label: c.name }))}
            minWidth={160}
          />
          <FilterSelect
            label={t('items:fields.isActive')}
            value={list.filters.active}
            onChange={(active) => list.update({ active })}
            options={[
              { value: 'true', label: t('items:list.active') },
              { value: 'false', label: t('items:list.inactive') },
            ]}
            minWidth={140}
          />
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
        </ListFilters>
      </Stack>
      {error && <Alert severity="error">{t('items:errors.loadFailed')}</Alert>}
      <ListTable
        testId="item-table"
        columns={columns}
        {...pagedTableProps(list, data, isFetching)}
        empty={t('items:list.empty')}
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
    </Stack>
  );
}
