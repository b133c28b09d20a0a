import { Box, SwipeableDrawer, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; onOpen: () => void; onClose: () => void; children: ReactNode; footer: ReactNode };

/** On a phone: the cart and keypad as a sheet that slides up from the bottom (swipe it down to close). */
export function TouchCartSheet({ open, onOpen, onClose, children, footer }: Props) {
  const { t } = useTranslation();
  return (
    <SwipeableDrawer
      anchor="bottom"
      open={open}
      onOpen={onOpen}
      onClose={onClose}
      disableSwipeToOpen
      slotProps={{
        paper: { sx: { maxHeight: '90vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 }, 'data-testid': 'cart-sheet' } as object,
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }} aria-hidden>
        <Box sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'divider' }} />
      </Box>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1 }}>
        {t('orders:touch.cart')}
      </Typography>
      <Box sx={{ overflowY: 'auto', px: 1, pb: 1, display: 'grid', gap: 1 }}>{children}</Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>{footer}</Box>
    </SwipeableDrawer>
  );
}
