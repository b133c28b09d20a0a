import { Chip } from '@mui/material';
import type { PaymentStatus } from '@wb/contract/payments';
import { useTranslation } from 'react-i18next';

const colour: Record<PaymentStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  pending: 'info',
  processing: 'info',
  completed: 'success',
  failed: 'error',
  cancelled: 'default',
  refunded: 'warning',
  partial_refund: 'warning',
};

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={colour[status]} label={t(`payments:status.${status}`)} data-testid="payment-status" />;
}
