import { Alert, Button, Checkbox, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateFromSuggestionsInput } from '@wb/contract/purchase-orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '@/app/api/api-client';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@/components/dialog';
import { formatMoney, formatQuantity } from '@/components/format';
import { describeError } from '@/app/messages';

/** Items at or below their low-stock threshold, chosen and turned into one draft per supplier. */
export function ReorderSuggestionsDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const suggestions = useQuery({
    queryKey: ['purchase-orders', 'reorder-suggestions'],
    queryFn: ({ signal }) => api('GET /purchase-orders/reorder-suggestions', { signal }),
  });
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const all = suggestions.data ?? [];
  const selected = chosen ?? new Set(all.map((s) => s.itemId));
  const make = useMutation({
    mutationFn: (input: CreateFromSuggestionsInput) => api('POST /purchase-orders/from-suggestions', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['purchase-orders'] }),
  });
  const toggle = (itemId: string) => {
    const next = new Set(selected);
    if (next.has(itemId)) next.delete(itemId);
    else next.add(itemId);
    setChosen(next);
  };
  const submit = async () => {
    const made = await make.mutateAsync({ itemIds: [...selected] });
    onClose();
    if (made.length === 1 && made[0]) await navigate(`/purchase-orders/${made[0].id}`);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('purchaseOrders:suggestions.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('purchaseOrders:suggestions.text')}</DialogContentText>
        {suggestions.isSuccess && all.length === 0 && <Alert severity="success">{t('purchaseOrders:suggestions.none')}</Alert>}
        <List dense>
          {all.map((s) => (
            <ListItem key={s.itemId} disablePadding data-testid="reorder-suggestion">
              <ListItemButton onClick={() => toggle(s.itemId)}>
                <ListItemIcon>
                  <Checkbox edge="start" checked={selected.has(s.itemId)} tabIndex={-1} disableRipple />
                </ListItemIcon>
                <ListItemText
                  primary={<bdi>{`${s.sku} ${s.name}`}</bdi>}
                  secondary={t('purchaseOrders:suggestions.line', {
                    supplier: s.supplierName,
                    stock: formatQuantity(s.quantityOnHand, i18n.language),
                    unit: s.unit,
                    packages: formatQuantity(s.packages, i18n.language),
                    price: s.price ? formatMoney(s.price, i18n.language) : '—',
                  })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {make.error && <Alert severity="error">{describeError(t, make.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!selected.size || make.isPending}
          onClick={() => void submit().catch(() => {})}
          data-testid="reorder-submit"
        >
          {t('purchaseOrders:suggestions.submit', { count: selected.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
