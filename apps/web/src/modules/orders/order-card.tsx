import { Box } from '@mui/material';
import type { OrderStatus } from '@wb/contract/order-statuses';
import type { OrderSummary } from '@wb/contract/orders';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@/components/format';
import { KanbanCard } from '@/components/kanban/kanban-card';
import { StatusChip } from './order-status';

type Props = { order: OrderSummary; status?: OrderStatus; showStatus?: boolean; action?: ReactNode };

/** An order in brief: number, customer, delivery, route, who, amount. */
export function OrderCard({ order, status, showStatus = true, action }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <KanbanCard
      to={`/orders/${order.id}/edit`}
      colour={status?.colour}
      data={{ 'data-testid': 'order-card', 'data-order-number': order.orderNumber }}
      title={order.orderNumber}
      amount={formatMoney(order.gross, i18n.language)}
      party={order.accountName}
      caption={
        <>
          {order.deliveryDate
            ? t('orders:card.delivery', { date: formatDate(order.deliveryDate, i18n.language) })
            : formatDate(order.orderDate, i18n.language)}
          {order.route ? ` · ${order.route}` : ''}
          {order.assignedTo ? ` · ${order.assignedTo.name}` : ''}
        </>
      }
      extra={
        showStatus &&
        status && (
          <Box sx={{ mt: 0.5 }}>
            <StatusChip status={status} />
          </Box>
        )
      }
      action={action}
    />
  );
}
