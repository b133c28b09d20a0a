import { Chip } from '@mui/material';
import type { DeviceCheckStatus } from '@wb/contract/device-checks';
import { useTranslation } from 'react-i18next';

const colour = { pass: 'success', warn: 'warning', fail: 'error' } as const;

export function CheckStatusChip({ status }: { status: DeviceCheckStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={colour[status]} label={t(`testing:status.${status}`)} data-testid="check-status" data-status={status} />;
}
