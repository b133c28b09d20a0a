import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ColumnsField } from './columns-field';
import { FormText } from './form-fields';
import { SectionForm } from './section-form';
import { SettingsLoader } from './settings-loader';

/** Orders: header text, columns and footer text of the order document. */
export function OrdersForm() {
  const { t } = useTranslation();
  return (
    <SettingsLoader>
      {(settings) => (
        <SectionForm section="orders" value={settings.orders}>
          {(_form, readOnly) => (
            <Stack spacing={2}>
              <FormText
                name="headers"
                label={t('workspace:documents.headers')}
                helperText={t('workspace:documents.headersHint')}
                multiline
                minRows={3}
              />
              <ColumnsField disabled={readOnly} />
              <FormText name="footer" label={t('workspace:documents.footer')} multiline minRows={2} />
            </Stack>
          )}
        </SectionForm>
      )}
    </SettingsLoader>
  );
}
