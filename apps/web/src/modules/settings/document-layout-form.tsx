import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ColumnsField } from './columns-field';
import { FormTextField } from '@/components/form-fields';
import { SectionForm } from './section-form';
import { SettingsLoader } from './settings-loader';

/** The layout of a document: the header text above the lines, the columns and (orders only) the footer text. */
export function DocumentLayoutForm({ section }: { section: 'orders' | 'quotes' }) {
  const { t } = useTranslation();
  return (
    <SettingsLoader>
      {(settings) => (
        <SectionForm section={section} value={settings[section]}>
          {(_form, readOnly) => (
            <Stack spacing={2}>
              <FormTextField
                name="headers"
                label={t('workspace:documents.headers')}
                helperText={t('workspace:documents.headersHint')}
                multiline
                minRows={3}
              />
              <ColumnsField disabled={readOnly} />
              {section === 'orders' && <FormTextField name="footer" label={t('workspace:documents.footer')} multiline minRows={2} />}
            </Stack>
          )}
        </SectionForm>
      )}
    </SettingsLoader>
  );
}
