import { Alert, Button, CircularProgress, FormControlLabel, Paper, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import type { CreditLimitPolicy } from '@wb/contract/settings-documents';
import type { SettingsBulk } from '@wb/contract/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '@/app/api/api-client';
import { useAuth } from '@/app/auth/auth-context';
import { can } from '@/app/auth/permissions';
import { describeError } from '@/app/messages';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { useStatusModel } from './order-status';
import { useOrderStatuses } from './orders-api';
import { StatusListEditor } from './status-list-editor';
import { TransitionListEditor } from './transition-list-editor';

/** The order form's credit-limit rule, a field of the orders settings section. */
function CreditLimitPolicyField({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const key = ['settings', 'bulk', user?.id ?? 'anonymous'];
  const settings = useQuery({ queryKey: key, queryFn: ({ signal }) => api('GET /settings/bulk', { signal }) });
  const save = useMutation({
    mutationFn: (policy: CreditLimitPolicy) =>
      api('PUT /settings/orders', { body: { ...settings.data?.orders, creditLimitPolicy: policy } }),
    onSuccess: (orders) => client.setQueryData<SettingsBulk>(key, (old) => (old ? { ...old, orders } : old)),
    onError: () => enqueueSnackbar(t('orders:statusEditor.messages.saveFailed'), { variant: 'error' }),
  });
  if (!settings.data)
    return settings.isError ? <Alert severity="error">{describeError(t, settings.error)}</Alert> : <CircularProgress size={20} />;
  return (
    <RadioGroup
      row
      value={settings.data.orders.creditLimitPolicy}
      onChange={(_, value) => save.mutate(value as CreditLimitPolicy)}
      data-testid="credit-limit-policy"
    >
      <FormControlLabel value="warn" control={<Radio disabled={readOnly} />} label={t('orders:settings.creditWarn')} />
      <FormControlLabel value="block" control={<Radio disabled={readOnly} />} label={t('orders:settings.creditBlock')} />
    </RadioGroup>
  );
}

/** Settings → Orders: the credit-limit rule, the status list and the transition list. */
export function OrderSettingsTab() {
  useLazyNamespace('orders');
  const { t } = useTranslation();
  const { user } = useAuth();
  const statuses = useOrderStatuses();
  const model = useStatusModel();
  const readOnly = !can(user, 'settings:write');
  if (statuses.isError) return <Alert severity="error">{describeError(t, statuses.error)}</Alert>;
  if (!statuses.data) return <CircularProgress />;
  const section = (title: string, hint: string, body: React.ReactNode) => (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6">{title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {hint}
      </Typography>
      {body}
    </Paper>
  );
  return (
    <Stack spacing={2} data-testid="order-settings">
      {section(t('orders:settings.creditTitle'), t('orders:settings.creditHint'), <CreditLimitPolicyField readOnly={readOnly} />)}
      {section(
        t('orders:statusEditor.statusesTitle'),
        t('orders:statusEditor.statusesHint'),
        <StatusListEditor statuses={statuses.data.statuses} readOnly={readOnly} />,
      )}
      {section(
        t('orders:statusEditor.transitionsTitle'),
        t('orders:statusEditor.transitionsHint'),
        <TransitionListEditor model={model} transitions={statuses.data.transitions} readOnly={readOnly} />,
      )}
      <Stack direction="row" spacing={1}>
        {/* The visual editor, the bulk matrix and the SVG export (issue 30). */}
        <Button variant="outlined" component={Link} to="/orders/statuses" data-testid="order-status-diagram-link">
          {t('orders:statusEditor.diagramLink')}
        </Button>
        <Button variant="outlined" component={Link} to="/invoices/statuses" data-testid="invoice-status-diagram-link">
          {t('orders:statusEditor.invoiceDiagramLink')}
        </Button>
      </Stack>
    </Stack>
  );
}
