import AddIcon from '@mui/icons-material/Add';
import TableRowsIcon from '@mui/icons-material/TableRows';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { Alert, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '@/app/auth/auth-context';
import { can } from '@/app/auth/permissions';
import { describeError } from '@/app/messages';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { OrderFiltersBar } from './order-filters';
import { useStatusModel } from './order-status';
import { OrdersCards } from './orders-cards';
import { OrdersKanban } from './orders-kanban';
import { OrdersTable } from './orders-table';
import { type OrderView, storedView, storeView, useOrderFilters } from './use-order-filters';
import { QueuedOrdersPanel } from './queued-orders-panel';

const views: Array<{ key: OrderView; icon: typeof ViewKanbanIcon }> = [
  { key: 'kanban', icon: ViewKanbanIcon },
  { key: 'table', icon: TableRowsIcon },
  { key: 'cards', icon: ViewModuleIcon },
];

/** /orders: kanban, table or cards (the choice is remembered), with the same filters for each. */
export function OrdersPage() {
  useLazyNamespace('orders');
  const { t } = useTranslation();
  const { user } = useAuth();
  const [view, setView] = useState<OrderView>(storedView);
  const filterState = useOrderFilters();
  const statuses = useStatusModel();
  const canWrite = can(user, 'orders:write');
  const onPage = (page: number) => filterState.update({ page: page > 1 ? String(page) : undefined });
  const onCursor = (cursor: string, page: number) => filterState.update({ page: String(page), cursor });
  const paging = { page: filterState.page, cursor: filterState.cursor, onPage, onCursor };
  const choose = (next: OrderView) => {
    setView(next);
    storeView(next);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('orders:title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: OrderView | null) => next && choose(next)}
          aria-label={t('orders:views.label')}
        >
          {views.map(({ key, icon: Icon }) => (
            <ToggleButton
              key={key}
              value={key}
              aria-label={t(`orders:views.${key}`)}
              title={t(`orders:views.${key}`)}
              data-testid={`view-${key}`}
            >
              <Icon fontSize="small" />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {canWrite && (
          <>
            <Button variant="outlined" startIcon={<TouchAppIcon />} component={Link} to="/orders/touch">
              {t('orders:touchEntry')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} component={Link} to="/orders/new" data-testid="new-order">
              {t('orders:new')}
            </Button>
          </>
        )}
      </Stack>
      <QueuedOrdersPanel />
      <OrderFiltersBar state={filterState} statuses={statuses} showStatus={view !== 'kanban'} />
      {statuses.isError && <Alert severity="error">{describeError(t, undefined)}</Alert>}
      {view === 'kanban' && (
        <OrdersKanban
          filters={filterState.filters}
          statuses={statuses}
          canMove={canWrite}
          onShowAll={(statusId) => {
            choose('table');
            filterState.update({ statusId });
          }}
        />
      )}
      {view === 'table' && <OrdersTable filters={filterState.filters} statuses={statuses} {...paging} />}
      {view === 'cards' && <OrdersCards filters={filterState.filters} statuses={statuses} {...paging} />}
    </Stack>
  );
}
