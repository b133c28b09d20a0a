import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';
import { ListPager } from '@/components/list-pager';
import { OrderCard } from './order-card';
import { useOrderPage } from './orders-api';
import type { OrderListProps } from './orders-table';

const pageSize = 24;

/** The card view: the same list as the table, as cards, newest first. */
export function OrdersCards({ filters, statuses, page, cursor, onPage, onCursor }: OrderListProps) {
  const { t } = useTranslation();
  const query = useOrderPage({ ...filters, page, pageSize, sort: '-orderDate', cursor });
  if (query.isError) return <Alert severity="error">{describeError(t, query.error)}</Alert>;
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
      <ListPager
        page={query.data?.page ?? page}
        pageSize={pageSize}
        pageSizes={[pageSize]}
        total={query.data?.total ?? 0}
        totalExact={query.data?.totalExact !== false}
        count={query.data?.count}
        cursors={query.data?.cursors}
        rowsOnPage={query.data?.items.length}
        onPage={onPage}
        onCursor={onCursor}
      />
    </Box>
  );
}
