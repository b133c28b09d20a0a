import { Alert, Box, LinearProgress, Pagination, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';
import { OrderCard } from './order-card';
import type { StatusModel } from './order-status';
import { type OrderFilters, useOrderPage } from './orders-api';

const pageSize = 24;

type Props = { filters: OrderFilters; statuses: StatusModel; page: number; onPage: (page: number) => void };

/** The card view: the same list as the table, as cards, newest first. */
export function OrdersCards({ filters, statuses, page, onPage }: Props) {
  const { t } = useTranslation();
  const query = useOrderPage({ ...filters, page, pageSize, sort: '-orderDate' });
  if (query.isError) return <Alert severity="error">{describeError(t, query.error)}</Alert>;
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / pageSize));
  return (
    <Box data-testid="orders-cards">
      {query.isFetching && <LinearProgress />}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {query.data?.items.map((o) => (
          <OrderCard key={o.id} order={o} status={statuses.byId.get(o.statusId)} />
        ))}
      </Box>
      {query.data?.items.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {t('orders:list.empty')}
        </Typography>
      )}
      {pages > 1 && <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_, p) => onPage(p)} />}
    </Box>
  );
}
