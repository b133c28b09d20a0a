import SendIcon from '@mui/icons-material/Send';
import { Button, TextField } from '@mui/material';
import type { Order } from '@wb/contract/orders';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PdfButton } from '@/components/pdf-button';
import { Stack } from '@/components/stack';
import { describeError } from '@/app/messages';
import { openOrderConfirmation, useSendOrderConfirmation } from './orders-api';

/** The order confirmation: opened as a PDF, or sent to the customer by e-mail with the PDF attached. */
export function OrderConfirmationActions({ order, canSend }: { order: Order; canSend: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [sending, setSending] = useState(false);
  const [to, setTo] = useState('');
  const send = useSendOrderConfirmation(order.id);
  const close = () => {
    setSending(false);
    setTo('');
    send.reset();
  };
  return (
    <>
      <PdfButton open={() => openOrderConfirmation(order.id)} label={t('orders:confirmation.pdf')} testId="order-confirmation-pdf" />
      {canSend && (
        <Button startIcon={<SendIcon />} onClick={() => setSending(true)} data-testid="order-confirmation-send">
          {t('orders:confirmation.send')}
        </Button>
      )}
      <ConfirmDialog
        open={sending}
        title={t('orders:confirmation.sendTitle', { number: order.orderNumber })}
        confirmLabel={t('orders:confirmation.send')}
        busy={send.isPending}
        error={send.error ? describeError(t, send.error) : null}
        onClose={close}
        onConfirm={() =>
          void send.mutateAsync(to.trim() ? { to: to.trim() } : {}).then(
            (sent) => {
              enqueueSnackbar(t('orders:confirmation.sent', { to: sent.sentTo }), { variant: 'success' });
              close();
            },
            () => {},
          )
        }
      >
        <Stack spacing={2}>
          <span>{t('orders:confirmation.sendText', { file: `${order.orderNumber}.pdf` })}</span>
          <TextField
            label={t('orders:confirmation.to')}
            helperText={t('orders:confirmation.toHint')}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'order-confirmation-to' } }}
          />
        </Stack>
      </ConfirmDialog>
    </>
  );
}
