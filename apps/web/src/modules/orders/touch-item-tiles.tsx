import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Alert, Box, ButtonBase, IconButton, InputAdornment, LinearProgress, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import type { OrderCatalogItem } from '@wb/contract/orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '@wb/domain/money';
import { formatMoney, formatQuantity } from '@/components/format';
import { useCatalog } from './orders-api';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { barcodeDetector, CameraScanDialog } from './camera-scan-dialog';
import { findScannedItem, looksLikeBarcode } from './scan-code';

type Props = {
  categories: string[];
  onTap: (item: OrderCatalogItem) => void;
  disabled: boolean;
  /** Stock tracking is on: each tile shows its stock on hand. */
  showStock: boolean;
  /** Items the cart asks more of than their stock. */
  shortItems: ReadonlySet<string>;
};

/** Item tiles by category (or found by a search), each a large target that adds the chosen amount. */
export function TouchItemTiles({ categories, onTap, disabled, showStock, shortItems }: Props) {
  const { t, i18n } = useTranslation();
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const catalog = useCatalog(q ? '' : category, q);
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [camera, setCamera] = useState(false);
  const canUseCamera = !!barcodeDetector() && !!navigator.mediaDevices;

  // A barcode scanner types the code and Enter into the search field: the item is added at once.
  const addByCode = async (code: string) => {
    const item = await findScannedItem(client, code).catch(() => undefined);
    if (!item) return enqueueSnackbar(t('orders:scan.unknown', { code }), { variant: 'warning' });
    if (disabled) return enqueueSnackbar(t('orders:scan.chooseAccount'), { variant: 'warning' });
    onTap(item);
    setSearch('');
  };

  return (
    <Box>
      <Tabs
        value={category}
        onChange={(_, value: string) => {
          setCategory(value);
          setSearch('');
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ '& .MuiTab-root': { minHeight: 56 } }}
      >
        <Tab value="" label={t('orders:touch.allItems')} data-testid="category-all" />
        {categories.map((c) => (
          <Tab key={c} value={c} label={c} data-testid={`category-${c}`} />
        ))}
      </Tabs>
      <TextField
        fullWidth
        label={t('orders:touch.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ my: 1 }}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || !looksLikeBarcode(search)) return;
          e.preventDefault();
          void addByCode(search.trim());
        }}
        slotProps={{
          htmlInput: { 'data-testid': 'touch-search', inputMode: 'search' },
          input: {
            sx: { minHeight: 56 },
            endAdornment: canUseCamera ? (
              <InputAdornment position="end">
                <IconButton
                  onClick={() => setCamera(true)}
                  aria-label={t('orders:scan.camera')}
                  sx={{ minWidth: 48, minHeight: 48 }}
                  data-testid="scan-camera"
                >
                  <PhotoCameraIcon />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <CameraScanDialog
        open={camera}
        onClose={() => setCamera(false)}
        onCode={(code) => {
          setCamera(false);
          void addByCode(code);
        }}
      />
      {catalog.isFetching && <LinearProgress />}
      {catalog.isError && (
        <Alert severity="error" data-testid="items-load-failed">
          {t('orders:messages.loadItemsFailed')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1, mt: 1 }} data-testid="item-tiles">
        {(catalog.data ?? []).map((item) => (
          <ButtonBase
            key={item.id}
            disabled={disabled}
            onClick={() => onTap(item)}
            data-testid="item-tile"
            data-sku={item.sku}
            sx={{
              minHeight: 96,
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: 'background.paper',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'stretch',
              textAlign: 'start',
              opacity: disabled ? 0.5 : 1,
              '&:active': { bgcolor: 'action.selected' },
            }}
          >
            <Typography variant="subtitle2" sx={{ flexGrow: 1, lineHeight: 1.2 }}>
              {item.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {item.sku} · {item.unit}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatMoney(item.price, i18n.language)}
            </Typography>
            {showStock && (
              <Typography
                variant="caption"
                data-testid="tile-stock"
                data-short={shortItems.has(item.id) ? 'true' : 'false'}
                color={shortItems.has(item.id) || !money(item.quantityOnHand).gt(0) ? 'error' : 'text.secondary'}
                sx={{ fontWeight: shortItems.has(item.id) ? 700 : 400 }}
              >
                {t('orders:touch.stock', { amount: formatQuantity(item.quantityOnHand, i18n.language) })}
              </Typography>
            )}
          </ButtonBase>
        ))}
      </Box>
      {catalog.data?.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('orders:picker.noItems')}
        </Typography>
      )}
    </Box>
  );
}
