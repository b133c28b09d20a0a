import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { Order } from '@wb/contract/orders';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelPrintLauncher, type PrintPreset } from '@/modules/labels/label-print-launcher';
import { formatDateTime } from '@/components/format';
import { StatusChip, type StatusModel, statusName } from './order-status';
import { useChangeOrderStatus } from './orders-api';
import { orderErrorText } from './order-errors';

type Props = { order: Order; statuses: StatusModel; canMove: boolean };

/** The order's status, the moves its transitions allow, and who changed it when. */
export function OrderStatusPanel({ order, statuses, canMove }: Props) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangeOrderStatus();
  const current = statuses.byId.get(order.statusId);
  const targets = [...statuses.allowedFrom(order.statusId)].flatMap((id) => statuses.byId.get(id) ?? []);
  const [printing, setPrinting] = useState<PrintPreset | null>(null);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="order-status-panel">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" sx={{ flexGrow: 1 }}>
          {t('orders:fields.status')}
        </Typography>
        <StatusChip status={current} size="medium" />
      </Stack>
      {canMove && (
        <Button
          size="small"
          sx={{ mb: 1 }}
          onClick={() => setPrinting({ type: 'shipping', order: { id: order.id, orderNumber: order.orderNumber } })}
          data-testid="shipping-label"
        >
          {t('orders:form.shippingLabel')}
        </Button>
      )}
      <LabelPrintLauncher preset={printing} onClose={() => setPrinting(null)} />
      {current?.isTerminal && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('orders:messages.terminal')}
        </Typography>
      )}
      {canMove && targets.length > 0 && (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }}>
          {targets.map((target) => (
            <Button
              key={target.id}
              size="small"
              variant="outlined"
              endIcon={<ArrowForwardIcon sx={{ transform: i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined }} />}
              disabled={change.isPending}
              data-testid={`move-to-${target.code}`}
              onClick={() =>
                change.mutate(
                  { id: order.id, statusId: target.id, version: order.version },
                  {
                    onSuccess: () =>
                      enqueueSnackbar(t('orders:board.moved', { number: order.orderNumber, status: statusName(t, target) }), {
                        variant: 'success',
                      }),
                    onError: (err) => enqueueSnackbar(orderErrorText(t, err, statuses), { variant: 'error' }),
                  },
                )
              }
            >
              {statusName(t, target)}
            </Button>
          ))}
        </Stack>
      )}
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t('orders:history.title')}
      </Typography>
      <Stack component="ol" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="order-history">
        {[...order.history].reverse().map((entry) => (
          <Box component="li" key={entry.id}>
            <Typography variant="body2">
              {entry.fromStatusId
                ? t('orders:history.changed', {
                    from: statusName(t, statuses.byId.get(entry.fromStatusId)),
                    to: statusName(t, statuses.byId.get(entry.toStatusId)),
                  })
                : t('orders:history.created', { status: statusName(t, statuses.byId.get(entry.toStatusId)) })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              <bdi>{entry.changedByName || t('orders:history.system')}</bdi> · {formatDateTime(entry.changedAt, i18n.language)}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
