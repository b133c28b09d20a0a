import { Grid, InputAdornment } from '@mui/material';
import { invoiceTemplates } from '@wb/contract/settings-documents';
import { useTranslation } from 'react-i18next';
import { ColumnsField } from './columns-field';
import { FormNumberField, FormSelectField, FormSwitch, FormTextField } from '@/components/form-fields';
import { SectionForm } from './section-form';
import { SettingsDecimalField } from './settings-decimal-field';
import { SettingsLoader } from './settings-loader';

/** Invoices: layout, number (shared with numbering), payment terms, late fees and reminders. */
export function InvoicesForm() {
  const { t } = useTranslation();
  const label = (field: string) => t(`workspace:invoices.${field}`);
  const half = { xs: 12, md: 6 };
  return (
    <SettingsLoader>
      {(settings) => (
        <SectionForm section="invoices" value={settings.invoices}>
          {(form, readOnly) => (
            <Grid container spacing={2}>
              <Grid size={12}>
                <ColumnsField disabled={readOnly} />
              </Grid>
              <Grid size={half}>
                <FormSelectField
                  native={false}
                  name="template"
                  label={label('template')}
                  options={invoiceTemplates.map((v) => ({ value: v, label: t(`workspace:invoices.templates.${v}`) }))}
                />
              </Grid>
              <Grid size={half}>
                <FormNumberField name="defaultPaymentTerms" label={label('defaultPaymentTerms')} min={0} max={365} />
              </Grid>
              <Grid size={half}>
                <FormSwitch name="autoGenerateInvoiceNumber" label={label('autoGenerateInvoiceNumber')} />
              </Grid>
              <Grid size={half}>
                <FormTextField name="invoiceNumberPrefix" label={label('invoiceNumberPrefix')} />
              </Grid>
              <Grid size={half}>
                <FormSwitch name="enableLatePaymentFees" label={label('enableLatePaymentFees')} />
              </Grid>
              <Grid size={half}>
                <SettingsDecimalField
                  name="latePaymentFeePercentage"
                  label={label('latePaymentFeePercentage')}
                  disabled={!form.watch('enableLatePaymentFees')}
                  slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
                />
              </Grid>
              <Grid size={half}>
                <FormSwitch name="enableInvoiceReminders" label={label('enableInvoiceReminders')} />
              </Grid>
              <Grid size={half}>
                <FormNumberField
                  name="reminderDaysBefore"
                  label={label('reminderDaysBefore')}
                  disabled={!form.watch('enableInvoiceReminders')}
                  min={0}
                  max={90}
                />
              </Grid>
              <Grid size={half}>
                <FormSwitch name="enableInvoiceNotes" label={label('enableInvoiceNotes')} />
              </Grid>
            </Grid>
          )}
        </SectionForm>
      )}
    </SettingsLoader>
  );
}
