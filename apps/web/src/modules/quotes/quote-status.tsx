import { Chip } from '@mui/material';
import type { QuoteStatus } from '@wb/contract/quotes';
import { useTranslation } from 'react-i18next';

const colour: Record<QuoteStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  draft: 'default',
  sent: 'info',
  accepted: 'success',
  declined: 'error',
  expired: 'warning',
};

/** A quote's status as a coloured chip. */
export function QuoteStatusChip({ status, testId }: { status: QuoteStatus; testId?: string }) {
  const { t } = useTranslation();
  return <Chip size="small" color={colour[status]} label={t(`quotes:status.${status}`)} data-testid={testId} />;
}
