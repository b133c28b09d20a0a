import { Alert, Box, CircularProgress } from '@mui/material';
import { orderDraftFromSearch } from '@wb/contract/ai-chat';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useAuth } from '@/app/auth/auth-context';
import { can } from '@/app/auth/permissions';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { OrderForm } from './order-form';
import { useStatusModel } from './order-status';
import { useOrder, useOrderOptions } from './orders-api';
import { orderErrorText } from './order-errors';

/** /orders/new and /orders/{id}/edit. */
export function OrderEditPage() {
  useLazyNamespace('orders');
  const { t } = useTranslation();
  const { id } = useParams();
  const [search] = useSearchParams();
  const { user } = useAuth();
  const order = useOrder(id);
  const options = useOrderOptions();
  const statuses = useStatusModel();
  // A new order prepared by the assistant: account and lines in the address (orderDraftHref).
  const prefill = useMemo(() => (id ? null : orderDraftFromSearch(search)), [id, search]);
  if (order.isError) return <Alert severity="error">{orderErrorText(t, order.error)}</Alert>;
  if ((id && !order.data) || options.isLoading || statuses.isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('orders:form.loading')} />
      </Box>
    );
  }
  return (
    <OrderForm
      key={order.data?.id ?? 'new'}
      order={order.data}
      options={options.data}
      optionsFailed={options.isError}
      statuses={statuses}
      canWrite={can(user, 'orders:write')}
      initialAccount={!id && search.get('accountId') ? { id: search.get('accountId') ?? '', label: search.get('accountName') ?? '' } : null}
      prefill={prefill}
    />
  );
}
