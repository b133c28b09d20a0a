import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import RemoveIcon from '@mui/icons-material/Remove';
import { alpha, Box, ButtonBase, IconButton, Stack, Typography } from '@mui/material';
import { money } from '@wb/domain/money';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity } from '@/components/format';
import { type DraftLine, type LinesAction, lineSummary, parseDecimalInput } from './order-lines-state';
import type { StockShortage } from './order-stock';

type Props = {
  lines: DraftLine[];
  dispatch: Dispatch<LinesAction>;
  selected: string | null;
  onSelect: (key: string | null) => void;
  /** Items the cart asks more of than their stock, with the stock on hand. */
  shortages: ReadonlyMap<string, StockShortage>;
};

const big = { minWidth: 48, minHeight: 48 };

/** The lines so far: tap one to select it (the keypad then sets its amount), − and + step by one. */
export function TouchCart({ lines, dispatch, selected, onSelect, shortages }: Props) {
  const { t, i18n } = useTranslation();
  const step = (line: DraftLine, by: number) => {
    const next = money(parseDecimalInput(line.amount) ?? '0').plus(by);
    if (next.lte(0)) dispatch({ type: 'remove', key: line.key });
    else dispatch({ type: 'set', key: line.key, field: 'amount', value: next.toString() });
  };
  if (!lines.length) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {t('orders:touch.emptyCart')}
      </Typography>
    );
  }
  return (
    <Box data-testid="touch-cart">
      {lines.map((line) => (
        <Box
          key={line.key}
          data-testid="cart-line"
          aria-selected={selected === line.key}
          sx={{
            display: 'flex',
            alignItems: 'center',
            minHeight: 64,
            gap: 1,
            px: 1,
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: (theme) => (selected === line.key ? alpha(theme.palette.primary.main, 0.12) : undefined),
          }}
        >
          <ButtonBase
            onClick={() => onSelect(selected === line.key ? null : line.key)}
            sx={{ flexGrow: 1, minWidth: 0, minHeight: 56, justifyContent: 'flex-start', textAlign: 'start', gap: 1 }}
          >
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body1" noWrap>
                {line.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="cart-line-amount">
                {formatQuantity(parseDecimalInput(line.amount) ?? '0', i18n.language)} {line.unit} ×{' '}
                {formatMoney(line.price, i18n.language)}
              </Typography>
              {shortages.has(line.itemId) && (
                <Typography variant="caption" color="error" sx={{ fontWeight: 600 }} data-testid="cart-line-short">
                  {t('orders:lines.stockShort', {
                    available: formatQuantity(shortages.get(line.itemId)?.available ?? '0', i18n.language),
                  })}
                </Typography>
              )}
            </Box>
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              {formatMoney(lineSummary(line).net.toFixed(2), i18n.language)}
            </Typography>
          </ButtonBase>
          <Stack direction="row">
            <IconButton sx={big} aria-label={t('orders:touch.less')} onClick={() => step(line, -1)}>
              <RemoveIcon />
            </IconButton>
            <IconButton sx={big} aria-label={t('orders:touch.more')} onClick={() => step(line, 1)}>
              <AddIcon />
            </IconButton>
            <IconButton sx={big} aria-label={t('orders:touch.remove')} onClick={() => dispatch({ type: 'remove', key: line.key })}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
