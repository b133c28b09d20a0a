import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { onlineManager } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/app/auth/auth-context';
import { translateDetail } from '@/app/messages';
import type { QueuedOrder } from '@/app/offline/offline-db';
import { ownerOf } from '@/app/offline/offline-db';
import { errorOfRefusal, removeQueuedOrder, retryQueuedOrder, syncQueuedOrders, useQueuedOrders } from '@/app/offline/order-queue';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDateTime } from '@/components/format';
import { orderErrorText } from './order-errors';
import { useStatusModel } from './order-status';
import type { OrderDraft } from './use-offline-create';

type Props = {
  /** Puts a refused order made on this kind of page back into its form to be fixed (it leaves the queue). */
  onFix?: (draft: OrderDraft) => void;
  fixes?: OrderDraft['source'];
};

const stateColour = { waiting: 'warning', sending: 'info', refused: 'error' } as const;

/** Orders made offline on this device that the server has not taken yet: waiting, being sent, or refused. */
export function QueuedOrdersPanel({ onFix, fixes }: Props) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const orders = useQueuedOrders(user ? ownerOf(user) : null);
  const statuses = useStatusModel();
  const [discarding, setDiscarding] = useState<QueuedOrder | null>(null);
  if (!orders.length || !user) return null;
  const owner = ownerOf(user);
  const retry = async (order: QueuedOrder) => {
    await retryQueuedOrder(order.id);
    if (onlineManager.isOnline()) await syncQueuedOrders(owner);
  };
  const fix = async (order: QueuedOrder) => {
    const removed = await removeQueuedOrder(order.id);
    if (removed) onFix?.(removed.draft as OrderDraft);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="queued-orders">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('orders:offline.title')}
      </Typography>
      <Stack spacing={1.5}>
        {orders.map((order) => {
          const refusal = order.refusal ? errorOfRefusal(order.refusal) : null;
          return (
            <Box key={order.id} data-testid="queued-order" data-state={order.state}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip size="small" color={stateColour[order.state]} label={t(`orders:offline.${order.state}`)} />
                <Typography sx={{ flexGrow: 1 }}>
                  {t('orders:offline.summary', {
                    account: order.summary.account,
                    count: order.summary.lines,
                    gross: order.summary.gross,
                  })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('orders:offline.madeAt', { time: formatDateTime(new Date(order.createdAt).toISOString(), i18n.language) })}
                </Typography>
              </Stack>
              {refusal && (
                <Alert severity="error" sx={{ mt: 1 }} data-testid="queued-refusal">
                  {orderErrorText(t, refusal, statuses)}
                  {refusal.details.map((d) => (
                    <div key={`${d.path}-${d.key ?? d.message}`}>{translateDetail(t, d)}</div>
                  ))}
                </Alert>
              )}
              {order.state === 'refused' && (
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  <Button onClick={() => void retry(order)} sx={{ minHeight: 48 }}>
                    {t('orders:offline.retry')}
                  </Button>
                  {onFix && (order.draft as OrderDraft).source === fixes && (
                    <Button onClick={() => void fix(order)} sx={{ minHeight: 48 }}>
                      {t('orders:offline.fix')}
                    </Button>
                  )}
                  <Button color="error" onClick={() => setDiscarding(order)} sx={{ minHeight: 48 }}>
                    {t('orders:offline.discard')}
                  </Button>
                </Stack>
              )}
              {order.state === 'waiting' && (
                <Button color="error" onClick={() => setDiscarding(order)} sx={{ mt: 1, minHeight: 48 }}>
                  {t('orders:offline.discard')}
                </Button>
              )}
            </Box>
          );
        })}
      </Stack>
      <ConfirmDialog
        open={!!discarding}
        danger
        title={t('orders:offline.discard')}
        confirmLabel={t('orders:offline.discard')}
        onConfirm={() => {
          if (discarding) void removeQueuedOrder(discarding.id);
          setDiscarding(null);
        }}
        onClose={() => setDiscarding(null)}
      >
        {t('orders:offline.discardConfirm')}
      </ConfirmDialog>
    </Paper>
  );
}
