import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { InvoicePreview } from '@wb/contract/invoices';
import { useState } from 'react';
import { DateRangeFields } from '@/components/date-range-fields';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';
import { formatMoney } from '@/components/format';
import { useConvertFromOrders, useInvoiceableOrders, usePreviewFromOrders } from './invoices-api';

/** Choose delivered orders (by route and period), see what will be made, then make the invoices in one go. */
export function InvoicesFromOrdersDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [route, setRoute] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [preview, setPreview] = useState<InvoicePreview | null>(null);
  const orders = useInvoiceableOrders({ route, from, to }, !preview);
  const previewCall = usePreviewFromOrders();
  const convert = useConvertFromOrders();
  const money = (value: string) => formatMoney(value, i18n.language);
  const error = orders.error ?? previewCall.error ?? convert.error;

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="from-orders-dialog">
      <DialogTitle>{t(preview ? 'invoices:fromOrders.previewTitle' : 'invoices:fromOrders.title')}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{describeError(t, error)}</Alert>}
        {!preview && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <TextField size="small" label={t('invoices:fields.route')} value={route} onChange={(e) => setRoute(e.target.value)} />
              <DateRangeFields
                from={from}
                to={to}
                onFrom={setFrom}
                onTo={setTo}
                labels={[t('invoices:filters.from'), t('invoices:filters.to')]}
              />
            </Stack>
            {orders.data?.length === 0 && <Typography color="text.secondary">{t('invoices:fromOrders.none')}</Typography>}
            <List dense>
              {orders.data?.map((order) => (
                <ListItem key={order.id} disablePadding>
                  <ListItemButton onClick={() => toggle(order.id)} data-testid="invoiceable-order">
                    <ListItemIcon>
                      <Checkbox edge="start" checked={chosen.has(order.id)} tabIndex={-1} disableRipple />
                    </ListItemIcon>
                    <ListItemText
                      primary={`${order.orderNumber} · ${order.accountName}`}
                      secondary={`${order.deliveryDate ?? order.orderDate} · ${order.route || '—'} · ${money(order.gross)}`}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Stack>
        )}
        {preview && (
          <Stack spacing={2} data-testid="from-orders-preview">
            {preview.invoices.map((invoice) => (
              <Stack key={invoice.account.id} spacing={1}>
                <Typography variant="subtitle1">
                  {invoice.account.companyName} · {t('invoices:fields.dueDate')} {invoice.dueDate}
                </Typography>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('invoices:fields.order')}</TableCell>
                      <TableCell>{t('invoices:fields.description')}</TableCell>
                      <TableCell align="right">{t('invoices:fields.quantity')}</TableCell>
                      <TableCell align="right">{t('invoices:fields.price')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {invoice.orders.flatMap((order) =>
                      order.lines.map((line, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: preview lines have no id and never move
                        <TableRow key={`${order.id}-${index}`}>
                          <TableCell>{index === 0 ? order.orderNumber : ''}</TableCell>
                          <TableCell>{line.description}</TableCell>
                          <TableCell align="right">{line.quantity}</TableCell>
                          <TableCell align="right">{money(line.price)}</TableCell>
                        </TableRow>
                      )),
                    )}
                    <TableRow>
                      <TableCell colSpan={3}>{t('invoices:fields.gross')}</TableCell>
                      <TableCell align="right">{money(invoice.totals.gross)}</TableCell>
                    </TableRow>
                  </TableBody>
                </Table>
              </Stack>
            ))}
            <Typography variant="h6" data-testid="from-orders-total">
              {t('invoices:fromOrders.total', { number: preview.invoices.length, gross: money(preview.totals.gross) })}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('invoices:actions.cancel')}</Button>
        {preview ? (
          <>
            <Button onClick={() => setPreview(null)}>{t('invoices:actions.back')}</Button>
            <Button
              variant="contained"
              disabled={convert.isPending}
              data-testid="from-orders-convert"
              onClick={() => convert.mutate({ orderIds: [...chosen] }, { onSuccess: onClose })}
            >
              {t('invoices:fromOrders.convert')}
            </Button>
          </>
        ) : (
          <Button
            variant="contained"
            disabled={chosen.size === 0 || previewCall.isPending}
            data-testid="from-orders-preview-button"
            onClick={() => previewCall.mutate({ orderIds: [...chosen] }, { onSuccess: setPreview })}
          >
            {t('invoices:fromOrders.preview')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
