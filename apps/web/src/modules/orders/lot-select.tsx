import { MenuItem, TextField } from '@mui/material';
import { type Dispatch, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/components/format';
import type { DraftLine, LinesAction } from './order-lines-state';
import { useItemLots } from './orders-api';

type Props = { line: DraftLine; dispatch: Dispatch<LinesAction>; readOnly: boolean; error?: string };

/**
 * The lot a line takes its goods from. Empty means "first expiring first" at delivery; the lots
 * load only when the list is opened.
 */
export function LotSelect({ line, dispatch, readOnly, error }: Props) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const lots = useItemLots(open ? line.itemId : undefined);
  const options = lots.data ?? [];
  const known = options.some((l) => l.id === line.lotId);
  return (
    <TextField
      select
      size="small"
      fullWidth
      value={line.lotId ?? ''}
      disabled={readOnly}
      error={!!error}
      title={error}
      onChange={(e) => {
        const lot = options.find((l) => l.id === e.target.value);
        dispatch({ type: 'setLot', key: line.key, lotId: lot?.id ?? null, lotNumber: lot?.lotNumber ?? null });
      }}
      slotProps={{
        select: { open, onOpen: () => setOpen(true), onClose: () => setOpen(false), displayEmpty: true },
        htmlInput: { 'aria-label': t('orders:lines.lot') },
      }}
      sx={{ '& .MuiSelect-select': { py: 0.75, fontSize: '0.8rem' } }}
    >
      <MenuItem value="">{t('orders:lines.lotAuto')}</MenuItem>
      {line.lotId && !known && <MenuItem value={line.lotId}>{line.lotNumber ?? line.lotId}</MenuItem>}
      {options.map((lot) => (
        <MenuItem key={lot.id} value={lot.id}>
          {lot.lotNumber}
          {lot.expiryDate ? ` · ${formatDate(lot.expiryDate, i18n.language)}` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
