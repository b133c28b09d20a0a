import { Alert, Autocomplete, Button, MenuItem, TextField } from '@mui/material';
import type { LabelTemplate } from '@wb/contract/labels';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { Stack } from '@/components/stack';
import { useDebouncedValue } from '@/components/use-debounced-value';
import type { PrintPreset } from './print-preset';
import { searchItems, useItemLots, useLabelPrinters, useLabelTemplates, usePrint } from './labels-api';

type ItemOption = { id: string; sku: string; name: string };
type Props = { template: LabelTemplate | null; preset?: PrintPreset; onClose: () => void; onPrinted: () => void };

/** The print dialog (business §2): template, printer, item and lot, copies. */
export function LabelPrintDialog({ template, preset, onClose, onPrinted }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const templates = useLabelTemplates();
  const printers = useLabelPrinters();
  const print = usePrint();
  const activePrinters = (printers.data?.items ?? []).filter((p) => p.isActive);
  const [templateId, setTemplateId] = useState(template?.id ?? '');
  const [printerId, setPrinterId] = useState('');
  const [item, setItem] = useState<ItemOption | null>(preset?.item ?? null);
  const [lotId, setLotId] = useState(preset?.lotId ?? '');
  const order = preset?.order;
  const [copies, setCopies] = useState(1);
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<ItemOption[]>([]);
  const [error, setError] = useState<string | null>(null);
  const term = useDebouncedValue(search, 250);
  const lots = useItemLots(item?.id ?? null);

  useEffect(() => {
    if (!printerId && activePrinters[0]) setPrinterId((activePrinters.find((p) => p.connection === 'tcp') ?? activePrinters[0]).id);
  }, [printerId, activePrinters]);
  // From another page: the default template of the kind of label it prints.
  const presetDefault = (templates.data?.items ?? []).find((tpl) => tpl.type === preset?.type && tpl.isDefault)?.id;
  useEffect(() => {
    if (!templateId && presetDefault) setTemplateId(presetDefault);
  }, [templateId, presetDefault]);
  useEffect(() => {
    const controller = new AbortController();
    searchItems(term, controller.signal)
      .then((items) => setOptions(items.map((i) => ({ id: i.id, sku: i.sku, name: i.name }))))
      .catch(() => {});
    return () => controller.abort();
  }, [term]);

  const submit = async () => {
    setError(null);
    try {
      await print.mutateAsync({
        templateId,
        printerId,
        copies,
        ...(order ? { orderId: order.id } : {}),
        ...(!order && item ? { itemId: item.id } : {}),
        ...(!order && lotId ? { lotId } : {}),
      });
      enqueueSnackbar(t('labels:print.sent', { count: copies }), { variant: 'success' });
      onPrinted();
    } catch (err) {
      setError(describeError(t, err));
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('labels:print.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('labels:print.template')}
            value={templateId}
            onChange={(e) => setTemplateId(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'print-template' } }}
          >
            {(templates.data?.items ?? []).map((tpl) => (
              <MenuItem key={tpl.id} value={tpl.id}>
                {tpl.name} ({t(`labels:types.${tpl.type}`)})
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('labels:print.printer')}
            value={printerId}
            onChange={(e) => setPrinterId(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'print-printer' } }}
          >
            {activePrinters.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          {order && <TextField label={t('labels:print.order')} value={order.orderNumber} disabled />}
          {!order && (
            <>
              <Autocomplete
                options={options}
                value={item}
                filterOptions={(x) => x}
                getOptionLabel={(o) => `${o.sku} · ${o.name}`}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                onInputChange={(_, value, reason) => reason === 'input' && setSearch(value)}
                onChange={(_, value) => {
                  setItem(value);
                  setLotId('');
                }}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('labels:print.item')}
                    slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'print-item' } }}
                  />
                )}
              />
              <TextField
                select
                label={t('labels:print.lot')}
                value={lotId}
                onChange={(e) => setLotId(e.target.value)}
                disabled={!item || !lots.data?.length}
                slotProps={{ htmlInput: { 'data-testid': 'print-lot' } }}
              >
                <MenuItem value="">{t('labels:print.noLot')}</MenuItem>
                {(lots.data ?? []).map((lot) => (
                  <MenuItem key={lot.id} value={lot.id}>
                    {lot.lotNumber}
                    {lot.expiryDate ? ` · ${lot.expiryDate}` : ''}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
          <TextField
            type="number"
            label={t('labels:print.copies')}
            value={copies}
            onChange={(e) => setCopies(Math.max(1, Math.min(1000, Math.floor(Number(e.target.value) || 1))))}
            slotProps={{ htmlInput: { min: 1, max: 1000, 'data-testid': 'print-copies' } }}
          />
          {error && (
            <Alert severity="error" data-testid="print-error">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('labels:actions.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={print.isPending || !printerId} data-testid="print-submit">
          {t('labels:print.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
