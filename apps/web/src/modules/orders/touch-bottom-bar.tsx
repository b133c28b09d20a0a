import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Badge, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

type Props = {
  summary: string;
  gross: string;
  lineCount: number;
  /** On a phone: the button that opens the cart sheet. */
  onOpenCart?: () => void;
  onSave: () => void;
  saveDisabled: boolean;
  /** Inside the cart sheet: in its flow, not fixed to the screen. */
  inline?: boolean;
};

/** The bar fixed at the bottom, under the thumb: the order's total, the cart (on a phone) and save. */
export function TouchBottomBar({ summary, gross, lineCount, onOpenCart, onSave, saveDisabled, inline }: Props) {
  const { t } = useTranslation();
  const fixed = { position: 'fixed', insetInlineStart: 0, insetInlineEnd: 0, bottom: 0, zIndex: 'appBar' } as const;
  return (
    <Paper elevation={inline ? 0 : 8} square={inline} sx={{ p: 1.5, ...(inline ? {} : fixed) }}>
      <Stack direction="row" spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: 'center', maxWidth: 1200, mx: 'auto' }}>
        {onOpenCart ? (
          <Button
            variant="outlined"
            size="large"
            onClick={onOpenCart}
            aria-label={`${t('orders:touch.cart')}: ${summary}`}
            sx={{ flexGrow: 1, minHeight: 56, minWidth: 0, justifyContent: 'flex-start', gap: 1.5, textAlign: 'start' }}
            data-testid="open-cart"
          >
            <Badge badgeContent={lineCount} color="primary" showZero>
              <ShoppingCartIcon />
            </Badge>
            <Typography variant="h6" component="span" sx={{ fontWeight: 700 }} noWrap data-testid="touch-gross">
              {gross}
            </Typography>
          </Button>
        ) : (
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {summary}
            </Typography>
            <Typography variant="h5" sx={{ fontWeight: 700 }} data-testid="touch-gross">
              {gross}
            </Typography>
          </Box>
        )}
        <Button
          variant="contained"
          size="large"
          onClick={onSave}
          disabled={saveDisabled}
          sx={{ minHeight: 56, minWidth: { xs: 120, sm: 160 }, fontSize: '1.1rem' }}
          data-testid="touch-save"
        >
          {t('orders:touch.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
