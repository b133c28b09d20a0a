import { useTranslation } from 'react-i18next';
import { DecimalField } from '@/components/decimal-field';

type Props = { value: string; onChange: (value: string) => void; unit?: string };

/** The quantity to book in as the item's opening stock when it is saved (empty: none). */
export function OpeningStockField({ value, onChange, unit }: Props) {
  const { t } = useTranslation();
  return (
    <DecimalField
      fullWidth
      label={t('items:fields.openingStock')}
      value={value}
      onChange={onChange}
      helperText={t('items:hints.openingStock', { unit: unit ?? '' })}
      slotProps={{ htmlInput: { 'data-testid': 'item-openingStock' } }}
    />
  );
}
