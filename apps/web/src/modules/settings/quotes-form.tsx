import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ColumnsField } from './columns-field';
import { FormText } from './form-fields';
import { SectionForm } from './section-form';
import { SettingsLoader } from './settings-loader';

/** Quotes: the header text above the lines, and the columns. */
export function QuotesForm() {
  const { t } = useTranslation();
  return (
    <SettingsLoader>
      {(settings) => (
        <SectionForm section="quotes" value={settings.quotes}>
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
            </Stack>
          )}
        </SectionForm>
      )}
    </SettingsLoader>
  );
}
