import { TextField } from '@mui/material';
import type { CreateInvoiceInput } from '@wb/contract/invoices';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSettingsData } from '@/app/workspace-settings';

/**
 * The invoice's notes. Settings → Invoices → invoice notes off hides the field (the PDF leaves
 * them out too; notes already stored stay stored and are sent back unchanged).
 */
export function InvoiceNotesField({ control, readOnly }: { control: Control<CreateInvoiceInput>; readOnly: boolean }) {
  const { t } = useTranslation(['invoices']);
  if (useSettingsData()?.invoices.enableInvoiceNotes === false) return null;
  return (
    <Controller
      control={control}
      name="notes"
      render={({ field }) => (
        <TextField {...field} value={field.value ?? ''} fullWidth multiline disabled={readOnly} label={t('invoices:fields.notes')} />
      )}
    />
  );
}
