import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@mui/material';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { Grid } from '@/components/grid';
import { type ContactFormValues, contactFormSchema, type SupplierContact } from '@wb/contract/suppliers';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, FormTextField } from '@/components/form-fields';
import { useSaveContact } from './suppliers-api';
import { describeError } from '@/app/messages';

const fields = Object.keys(contactFormSchema.shape) as Array<keyof ContactFormValues>;
const empty: ContactFormValues = { name: '', role: '', email: '', phone: '', mobile: '', notes: '' };

type Props = { supplierId: string; contact: SupplierContact | null; open: boolean; onClose: () => void };

/** Adds or changes a contact person of a supplier. */
export function ContactDialog({ supplierId, contact, open, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveContact(supplierId);
  const [failure, setFailure] = useState<string | null>(null);
  const values = contact
    ? { name: contact.name, role: contact.role, email: contact.email, phone: contact.phone, mobile: contact.mobile, notes: contact.notes }
    : empty;
  const { control, handleSubmit, setError, reset, formState } = useForm({ resolver: zodResolver(contactFormSchema), values });
  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: contact?.id ?? null, input });
      reset(empty);
      onClose();
    } catch (err) {
      if (!applyServerErrors(setError, err, fields)) setFailure(describeError(t, err));
    }
  });
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{contact ? t('suppliers:contacts.edit') : t('suppliers:contacts.add')}</DialogTitle>
      <DialogContent>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Grid container spacing={2} sx={{ pt: 1 }} component="form" id="contact-form" noValidate onSubmit={submit}>
          {fields.map((name) => (
            <Grid key={name} size={{ xs: 12, sm: name === 'notes' ? 12 : 6 }}>
              <FormTextField
                control={control}
                name={name}
                label={t(`suppliers:contacts.${name}`)}
                required={name === 'name'}
                multiline={name === 'notes'}
                slotProps={{ htmlInput: { 'data-testid': `contact-${name}` } }}
              />
            </Grid>
          ))}
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button type="submit" form="contact-form" variant="contained" disabled={formState.isSubmitting} data-testid="contact-save">
          {t('common:actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
