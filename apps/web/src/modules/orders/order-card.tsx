import { Box, Card, CardActionArea, Stack, Typography } from '@mui/material';
import type { OrderSummary } from '@wb/contract/orders';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '@/components/format';
import { StatusChip } from './order-status';
import type { OrderStatus } from '@wb/contract/order-statuses';

type Props = { order: OrderSummary; status?: OrderStatus; showStatus?: boolean; action?: ReactNode };

/** An order in brief: number, customer, delivery, route, who, amount. */
export function OrderCard({ order, status, showStatus = true, action }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Card
      variant="outlined"
      data-testid="order-card"
      data-order-number={order.orderNumber}
      sx={{ borderInlineStart: 4, borderInlineStartColor: status?.colour ?? 'divider' }}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start' }}>
        <CardActionArea component={Link} to={`/orders/${order.id}/edit`} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ p: 1.5 }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography variant="subtitle2" noWrap>
                {order.orderNumber}
              </Typography>
              <Typography variant="subtitle2" noWrap>
                {formatMoney(order.gross, i18n.language)}
              </Typography>
            </Stack>
            <Typography variant="body2" noWrap title={order.accountName}>
              <bdi>{order.accountName}</bdi>
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              {order.deliveryDate
                ? t('orders:card.delivery', { date: formatDate(order.deliveryDate, i18n.language) })
                : formatDate(order.orderDate, i18n.language)}
              {order.route ? ` · ${order.route}` : ''}
              {order.assignedTo ? ` · ${order.assignedTo.name}` : ''}
            </Typography>
            {showStatus && status && (
              <Box sx={{ mt: 0.5 }}>
                <StatusChip status={status} />
              </Box>
            )}
          </Box>
        </CardActionArea>
        {action}
      </Stack>
    </Card>
  );
}
