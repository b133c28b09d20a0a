import { Chip } from '@mui/material';
import type { PurchaseOrderStatus } from '@wb/contract/purchase-orders';
import { useTranslation } from 'react-i18next';

const colour: Record<PurchaseOrderStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  draft: 'default',
  sent: 'info',
  partially_received: 'warning',
  received: 'success',
  cancelled: 'error',
};

/** A purchase order's status as a coloured chip. */
export function PurchaseOrderStatusChip({ status, testId }: { status: PurchaseOrderStatus; testId?: string }) {
  const { t } = useTranslation();
  return <Chip size="small" color={colour[status]} label={t(`purchaseOrders:status.${status}`)} data-testid={testId} />;
}
