import { Alert, Grid, Stack, Typography } from '@mui/material';
import type { NumberSeries } from '@wb/domain/document-number';
import { useTranslation } from 'react-i18next';
import { FormNumberField, FormSwitch, FormTextField } from '@/components/form-fields';
import { useNextNumbers } from './settings-api';
import { SectionForm } from './section-form';
import { SettingsLoader } from './settings-loader';

/** Purchase orders are always numbered by their series: no automatic switch. */
const rows: Array<{ series: NumberSeries; prefix: string; start: string; auto?: string }> = [
  { series: 'invoice', prefix: 'invoicePrefix', start: 'invoiceStartNumber', auto: 'autoGenerateInvoiceNumber' },
  { series: 'order', prefix: 'orderPrefix', start: 'orderStartNumber', auto: 'autoGenerateOrderNumber' },
  { series: 'quote', prefix: 'quotePrefix', start: 'quoteStartNumber', auto: 'autoGenerateQuoteNumber' },
  { series: 'account', prefix: 'accountPrefix', start: 'accountStartNumber', auto: 'autoGenerateAccountNumber' },
  { series: 'supplier', prefix: 'supplierPrefix', start: 'supplierStartNumber', auto: 'autoGenerateSupplierNumber' },
  { series: 'sku', prefix: 'skuPrefix', start: 'skuStartNumber', auto: 'autoGenerateSku' },
  { series: 'purchaseOrder', prefix: 'purchaseOrderPrefix', start: 'purchaseOrderStartNumber' },
];

/** Numbering: prefix, start number and automatic numbering per series, with the next number. */
export function NumberingForm() {
  const { t } = useTranslation();
  const next = useNextNumbers();
  return (
    <SettingsLoader>
      {(settings) => (
        <SectionForm section="numbering" value={settings.numbering}>
          {() => (
            <Stack spacing={2}>
              <Alert severity="info">{t('workspace:numbering.explain')}</Alert>
              {rows.map((row) => (
                <Grid key={row.series} container spacing={2} sx={{ alignItems: 'center' }} data-testid={`numbering-${row.series}`}>
                  <Grid size={{ xs: 12, md: 2 }}>
                    <Typography variant="subtitle2">{t(`workspace:numbering.series.${row.series}`)}</Typography>
                  </Grid>
                  <Grid size={{ xs: 6, md: 2 }}>
                    <FormTextField name={row.prefix} label={t('workspace:numbering.prefix')} />
                  </Grid>
                  <Grid size={{ xs: 6, md: 3 }}>
                    <FormNumberField name={row.start} label={t('workspace:numbering.startNumber')} min={1} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                    {row.auto && <FormSwitch name={row.auto} label={t('workspace:numbering.autoGenerate')} />}
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6, md: 2 }}>
                    <Typography variant="body2" color="text.secondary">
                      {t('workspace:numbering.next')} <strong data-testid={`next-${row.series}`}>{next.data?.[row.series] ?? '…'}</strong>
                    </Typography>
                  </Grid>
                </Grid>
              ))}
            </Stack>
          )}
        </SectionForm>
      )}
    </SettingsLoader>
  );
}
