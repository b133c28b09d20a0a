import CancelIcon from '@mui/icons-material/Cancel';
import DeleteIcon from '@mui/icons-material/Delete';
import InventoryIcon from '@mui/icons-material/Inventory';
import SendIcon from '@mui/icons-material/Send';
import { Button, Checkbox, FormControlLabel, TextField } from '@mui/material';
import type { PurchaseOrder } from '@wb/contract/purchase-orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PdfButton } from '@/components/pdf-button';
import { Stack } from '@/components/stack';
import { useCan } from '@/components/use-can';
import { describeError } from '@/app/messages';
import { PurchaseOrderReceiveDialog } from './purchase-order-receive-dialog';
import { openPurchaseOrderPdf, useCancelPurchaseOrder, useDeletePurchaseOrder, useSendPurchaseOrder } from './purchase-orders-api';

type Open = 'send' | 'cancel' | 'delete' | 'receive' | null;

/** What the order's status allows: send a draft, receive what was sent, cancel before receipt, delete a draft. */
export function PurchaseOrderActions({ order, dirty }: { order: PurchaseOrder; dirty: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canDelete = useCan('orders:delete');
  const [open, setOpen] = useState<Open>(null);
  const [to, setTo] = useState('');
  const [skipEmail, setSkipEmail] = useState(false);
  const send = useSendPurchaseOrder(order.id);
  const cancel = useCancelPurchaseOrder(order.id);
  const remove = useDeletePurchaseOrder();
  const close = () => {
    setOpen(null);
    send.reset();
    cancel.reset();
    remove.reset();
  };
  const errorOf = (err: unknown) => (err ? describeError(t, err) : null);
  return (
    <>
      <PdfButton open={() => openPurchaseOrderPdf(order.id)} label={t('purchaseOrders:actions.pdf')} testId="po-pdf" />
      {order.status === 'draft' && (
        <Button startIcon={<SendIcon />} onClick={() => setOpen('send')} disabled={dirty} data-testid="po-send">
          {t('purchaseOrders:actions.send')}
        </Button>
      )}
      {(order.status === 'sent' || order.status === 'partially_received') && (
        <Button
          variant="contained"
          color="success"
          startIcon={<InventoryIcon />}
          onClick={() => setOpen('receive')}
          disabled={dirty}
          data-testid="po-receive"
        >
          {t('purchaseOrders:actions.receive')}
        </Button>
      )}
      {(order.status === 'draft' || order.status === 'sent') && (
        <Button color="warning" startIcon={<CancelIcon />} onClick={() => setOpen('cancel')} data-testid="po-cancel">
          {t('purchaseOrders:actions.cancel')}
        </Button>
      )}
      {order.status === 'draft' && canDelete && (
        <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen('delete')} data-testid="po-delete">
          {t('purchaseOrders:actions.delete')}
        </Button>
      )}
      <ConfirmDialog
        open={open === 'send'}
        title={t('purchaseOrders:send.title', { number: order.poNumber })}
        confirmLabel={t('purchaseOrders:actions.send')}
        busy={send.isPending}
        error={errorOf(send.error)}
        onClose={close}
        onConfirm={() => void send.mutateAsync({ ...(to.trim() ? { to: to.trim() } : {}), skipEmail }).then(close, () => {})}
      >
        <Stack spacing={2}>
          <span>{t('purchaseOrders:send.text')}</span>
          <TextField
            label={t('purchaseOrders:send.to')}
            helperText={t('purchaseOrders:send.toHint')}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            disabled={skipEmail}
            slotProps={{ htmlInput: { 'data-testid': 'po-send-to' } }}
          />
          <FormControlLabel
            control={<Checkbox checked={skipEmail} onChange={(e) => setSkipEmail(e.target.checked)} />}
            label={t('purchaseOrders:send.skipEmail')}
          />
        </Stack>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'cancel'}
        title={t('purchaseOrders:cancel.title', { number: order.poNumber })}
        confirmLabel={t('purchaseOrders:actions.cancel')}
        danger
        busy={cancel.isPending}
        error={errorOf(cancel.error)}
        onClose={close}
        onConfirm={() => void cancel.mutateAsync(undefined).then(close, () => {})}
      >
        {t('purchaseOrders:cancel.text')}
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'delete'}
        title={t('purchaseOrders:delete.title', { number: order.poNumber })}
        confirmLabel={t('purchaseOrders:actions.delete')}
        danger
        busy={remove.isPending}
        error={errorOf(remove.error)}
        onClose={close}
        onConfirm={() =>
          void remove.mutateAsync(order.id).then(
            () => navigate('/purchase-orders'),
            () => {},
          )
        }
      >
        {t('purchaseOrders:delete.text')}
      </ConfirmDialog>
      {open === 'receive' && <PurchaseOrderReceiveDialog order={order} onClose={close} />}
    </>
  );
}
