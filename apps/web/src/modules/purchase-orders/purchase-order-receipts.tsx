import LabelIcon from '@mui/icons-material/Label';
import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Box, Button, Card, CardContent, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { PurchaseOrder } from '@wb/contract/purchase-orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatQuantity } from '@/components/format';
import { describeError } from '@/app/messages';
import { LabelPrintLauncher, type PrintPreset } from '@/modules/labels/label-print-launcher';
import { useReversePurchaseReceipt } from './purchase-orders-api';

/** The receipts of a purchase order, newest last; one not yet reversed can be reversed (a correcting stock movement). */
export function PurchaseOrderReceipts({ order, canWrite }: { order: PurchaseOrder; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const reverse = useReversePurchaseReceipt(order.id);
  const [printing, setPrinting] = useState<PrintPreset | null>(null);
  if (!order.receipts.length) return null;
  const lineOf = new Map(order.lines.map((line) => [line.id, line]));
  return (
    <Card>
      <CardContent>
        <Typography variant="h6">{t('purchaseOrders:receipts.title')}</Typography>
        {reverse.error && <Alert severity="error">{describeError(t, reverse.error)}</Alert>}
        <List dense>
          {order.receipts.map((receipt) => {
            const line = lineOf.get(receipt.lineId);
            const parts = [
              t('purchaseOrders:receipts.quantity', {
                packages: formatQuantity(receipt.quantity, i18n.language),
                units: formatQuantity(receipt.units, i18n.language),
                unit: line?.unit ?? '',
              }),
              receipt.lotNumber ? t('purchaseOrders:receipts.lot', { lot: receipt.lotNumber }) : null,
              receipt.expiryDate ? t('purchaseOrders:receipts.expiry', { date: formatDate(receipt.expiryDate, i18n.language) }) : null,
            ].filter(Boolean);
            return (
              <ListItem
                key={receipt.id}
                data-testid="po-receipt"
                secondaryAction={
                  canWrite &&
                  !receipt.reversedAt && (
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
                      {receipt.lotId && line && (
                        <Button
                          size="small"
                          startIcon={<LabelIcon />}
                          onClick={() =>
                            setPrinting({
                              type: 'lot',
                              item: { id: line.itemId, sku: line.sku, name: line.description },
                              lotId: receipt.lotId ?? undefined,
                            })
                          }
                          data-testid="po-receipt-label"
                        >
                          {t('purchaseOrders:receipts.printLotLabel')}
                        </Button>
                      )}
                      <Button size="small" startIcon={<UndoIcon />} onClick={() => reverse.mutate(receipt.id)} disabled={reverse.isPending}>
                        {t('purchaseOrders:receipts.reverse')}
                      </Button>
                    </Box>
                  )
                }
              >
                <ListItemText
                  primary={
                    <>
                      <bdi>
                        {line?.sku} {line?.description}
                      </bdi>
                      {receipt.reversedAt && <Chip size="small" sx={{ mx: 1 }} label={t('purchaseOrders:receipts.reversed')} />}
                    </>
                  }
                  secondary={`${parts.join(' · ')} — ${formatDateTime(receipt.receivedAt, i18n.language)}, ${receipt.receivedByName}`}
                />
              </ListItem>
            );
          })}
        </List>
        <LabelPrintLauncher preset={printing} onClose={() => setPrinting(null)} />
      </CardContent>
    </Card>
  );
}
