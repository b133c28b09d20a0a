import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Tab, Tabs } from '@mui/material';
import { Stack } from '@/components/stack';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '@/app/api/api-error';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/components/use-can';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { SupplierContactsTab } from './supplier-contacts-tab';
import { SupplierForm } from './supplier-form';
import { SupplierNotesTab } from './supplier-notes-tab';
import { SupplierPerformanceTab } from './supplier-performance-tab';
import { useDeleteSupplier, useSupplier } from './suppliers-api';
import { describeError } from '@/app/messages';

const tabs = ['basic', 'business', 'settings', 'contacts', 'notes', 'performance'] as const;
type TabKey = (typeof tabs)[number];

/** /suppliers/{id}: the detail tabs of business §2 and delete with confirmation. */
export function SupplierDetailPage() {
  useLazyNamespace('lists', 'suppliers');
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const params = new URLSearchParams(useLocation().search);
  const tab: TabKey = (tabs as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as TabKey) : 'basic';
  const { data: supplier, isPending, error } = useSupplier(id);
  const remove = useDeleteSupplier();
  const canWrite = useCan('clients:write');
  const canDelete = useCan('clients:delete');
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (isPending) return <CircularProgress aria-label="loading" />;
  if (error || !supplier) {
    return (
      <Alert severity="error">
        {error instanceof ApiError && error.status === 404 ? t('suppliers:errors.notFound') : describeError(t, error)}
      </Alert>
    );
  }

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(supplier.id);
      setDeleting(false);
      enqueueSnackbar(t('suppliers:delete.deleted'), { variant: 'success' });
      await navigate('/suppliers');
    } catch (err) {
      setDeleteError(describeError(t, err));
    }
  };

  return (
    <Stack spacing={2}>
      <PageHeader
        title={supplier.name}
        subtitle={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} component="span">
            <span data-testid="supplier-number">{supplier.supplierNumber}</span>
            <Chip size="small" label={t(`suppliers:categories.${supplier.category}`)} />
            <Chip size="small" label={t(`suppliers:priorities.${supplier.priority}`)} />
            {!supplier.isActive && <Chip size="small" label={t('suppliers:status.inactive')} />}
            {supplier.isPreferred && <Chip size="small" color="warning" label={t('suppliers:fields.isPreferred')} />}
          </Stack>
        }
        actions={
          canDelete && (
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(true)} data-testid="supplier-delete">
              {t('suppliers:delete.button')}
            </Button>
          )
        }
      />
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_, value: TabKey) => void navigate({ search: `?tab=${value}` }, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {tabs.map((key) => (
            <Tab key={key} value={key} label={t(`suppliers:tabs.${key}`)} data-testid={`tab-${key}`} />
          ))}
        </Tabs>
        <Box sx={{ p: 2 }}>
          {(tab === 'basic' || tab === 'business' || tab === 'settings') && (
            <SupplierForm supplier={supplier} tab={tab} canWrite={canWrite} />
          )}
          {tab === 'contacts' && <SupplierContactsTab supplierId={supplier.id} canWrite={canWrite} />}
          {tab === 'notes' && <SupplierNotesTab supplierId={supplier.id} canWrite={canWrite} />}
          {tab === 'performance' && <SupplierPerformanceTab supplierId={supplier.id} />}
        </Box>
      </Paper>
      <ConfirmDialog
        open={deleting}
        title={t('suppliers:delete.title')}
        confirmLabel={t('suppliers:delete.button')}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => {
          setDeleting(false);
          setDeleteError(null);
        }}
      >
        {t('suppliers:delete.text', { name: supplier.name })}
      </ConfirmDialog>
    </Stack>
  );
}
