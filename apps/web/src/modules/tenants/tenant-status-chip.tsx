import { Chip } from '@mui/material';
import type { SubscriptionStatus } from '@wb/contract/tenants';
import { useTranslation } from 'react-i18next';

const colors: Record<SubscriptionStatus, 'success' | 'info' | 'warning' | 'default'> = {
  active: 'success',
  trial: 'info',
  suspended: 'warning',
  cancelled: 'default',
};

export function TenantStatusChip({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={colors[status]} label={t(`tenants:status.${status}`)} data-testid="tenant-status" />;
}
