import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '@/components/format';
import type { StockShortage } from './order-stock';

/** Why delivery would be refused, before anyone tries: the items the order asks more of than is in stock. */
export function StockShortageAlert({ shortages }: { shortages: readonly StockShortage[] }) {
  const { t, i18n } = useTranslation();
  if (!shortages.length) return null;
  return (
    <Alert severity="warning" data-testid="stock-shortage">
      <AlertTitle>{t('orders:form.stockTitle')}</AlertTitle>
      {t('orders:form.stockExplain')}
      <Box component="ul" sx={{ my: 0.5, ps: 2.5 }}>
        {shortages.map((s) => (
          <li key={s.itemId} data-testid="stock-shortage-item">
            {t('orders:form.stockItem', {
              name: s.name,
              number: s.itemNumber,
              wanted: formatQuantity(s.wanted, i18n.language),
              available: formatQuantity(s.available, i18n.language),
            })}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
