import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { alpha, Box, IconButton, InputBase, Typography } from '@mui/material';
import { memo, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent, formatQuantity } from '@/components/format';
import { useDecimalText } from '@/components/use-decimal-text';
import { type DraftLine, type LineField, type LinesAction, lineSummary, parseDecimalInput } from './order-lines-state';
import { LotSelect } from './lot-select';

export type LineErrors = Partial<Record<LineField | 'itemId' | 'lotId', string>>;

/** Column widths of the lines table, shared by the header and every row. */
export function lineColumns(showLots: boolean, showStock = false): string {
  return `40px 120px minmax(180px, 1fr) 72px 56px 104px ${showStock ? '96px ' : ''}112px 80px ${showLots ? '150px ' : ''}112px 48px`;
}

type Props = {
  line: DraftLine;
  index: number;
  dispatch: Dispatch<LinesAction>;
  errors: LineErrors | undefined;
  showLots: boolean;
  readOnly: boolean;
  language: string;
  /** The stock column (primitives, so the memoised row renders only when they change). */
  showStock: boolean;
  available?: string;
  short?: boolean;
};

const places: Record<LineField, number> = { amount: 4, price: 4, discount: 2 };

type LineInputProps = {
  field: LineField;
  value: string;
  label: string;
  error: string | undefined;
  readOnly: boolean;
  onChange: (value: string) => void;
};

/** Amount, price or discount of a line, typed and shown in the user's language ("4,95"), held as "4.95". */
function LineInput({ field, value, label, error, readOnly, onChange }: LineInputProps) {
  const decimal = useDecimalText(value, onChange, field === 'price' ? 2 : 0);
  const invalid = !!error || parseDecimalInput(value, places[field]) === null;
  return (
    <Box sx={{ px: 0.5 }}>
      <InputBase
        value={decimal.text}
        readOnly={readOnly}
        onChange={(e) => decimal.onChange(e.target.value)}
        onBlur={decimal.onBlur}
        inputProps={{
          name: field,
          inputMode: 'decimal',
          'aria-label': label,
          'aria-invalid': invalid,
          title: error ?? '',
          'data-testid': `line-${field}`,
        }}
        sx={{
          width: '100%',
          px: 1,
          border: 1,
          borderRadius: 1,
          borderColor: invalid ? 'error.main' : 'divider',
          bgcolor: readOnly ? 'transparent' : 'background.paper',
          '& input': { textAlign: 'end', py: 0.75 },
        }}
      />
    </Box>
  );
}

/** On hand now; in the error colour with a warning sign when the order asks more of the item. */
function StockCell({ available, short, language }: { available: string | undefined; short: boolean; language: string }) {
  const { t } = useTranslation();
  const shown = available === undefined ? '…' : formatQuantity(available, language);
  return (
    <Typography
      variant="body2"
      data-testid="line-stock"
      data-short={short ? 'true' : 'false'}
      color={short ? 'error' : 'text.secondary'}
      title={short ? t('orders:lines.stockShort', { available: shown }) : t('orders:lines.stock')}
      sx={{ px: 0.75, display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5, fontWeight: short ? 600 : 400 }}
    >
      {short && <WarningAmberIcon fontSize="inherit" aria-label={t('orders:lines.stockShort', { available: shown })} />}
      {shown}
    </Typography>
  );
}

/** One line of the order: what it sells, editable amount, price and discount, and its net amount. */
export const OrderLineRow = memo(function OrderLineRow(props: Props) {
  const { line, index, dispatch, errors, showLots, readOnly, language, showStock, available, short } = props;
  const { t } = useTranslation();
  const net = lineSummary(line).net.toFixed(2);
  const cell = { px: 0.75, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
  const input = (field: LineField) => (
    <LineInput
      field={field}
      value={line[field]}
      label={`${t(`orders:lines.${field}`)} ${index + 1}`}
      error={errors?.[field]}
      readOnly={readOnly}
      onChange={(value) => dispatch({ type: 'set', key: line.key, field, value })}
    />
  );
  return (
    <Box
      data-testid="order-line"
      data-line-key={line.key}
      sx={{
        display: 'grid',
        gridTemplateColumns: lineColumns(showLots, showStock),
        alignItems: 'center',
        height: '100%',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: errors ? (theme) => alpha(theme.palette.error.main, 0.08) : undefined,
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ ...cell, textAlign: 'end' }}>
        {index + 1}
      </Typography>
      <Typography variant="body2" sx={cell} title={line.itemNumber}>
        {line.itemNumber}
      </Typography>
      <Typography
        variant="body2"
        sx={cell}
        title={errors?.itemId ?? line.name}
        color={errors?.itemId ? 'error' : undefined}
        data-testid="line-name"
      >
        {line.name}
      </Typography>
      <Typography variant="body2" sx={cell}>
        {line.unit}
      </Typography>
      <Typography variant="body2" sx={{ ...cell, textAlign: 'end' }}>
        {formatPercent(line.vatRate, language)}
      </Typography>
      {input('amount')}
      {showStock && <StockCell available={available} short={!!short} language={language} />}
      {input('price')}
      {input('discount')}
      {showLots && (
        <Box sx={{ px: 0.5 }}>
          {line.lotTracked ? <LotSelect line={line} dispatch={dispatch} readOnly={readOnly} error={errors?.lotId} /> : null}
        </Box>
      )}
      <Typography variant="body2" sx={{ ...cell, textAlign: 'end', fontWeight: 500 }} data-testid="line-net">
        {formatMoney(net, language)}
      </Typography>
      <Box sx={{ textAlign: 'center' }}>
        {!readOnly && (
          <IconButton
            size="small"
            aria-label={t('orders:lines.remove', { n: index + 1 })}
            onClick={() => dispatch({ type: 'remove', key: line.key })}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
    </Box>
  );
});
