import { Divider, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NamedListField } from './named-list-field';
import { SectionForm } from './section-form';
import { SettingsLoader } from './settings-loader';

/** Sales categories (items, revenue) and purchase categories (costs). */
export function CategoriesForm() {
  const { t } = useTranslation();
  return (
    <SettingsLoader>
      {(settings) => (
        <SectionForm section="categories" value={settings.categories}>
          {(_form, readOnly) => (
            <Stack spacing={3}>
              <NamedListField
                name="categories"
                title={t('workspace:categories.sales')}
                addLabel={t('workspace:categories.add')}
                readOnly={readOnly}
                testId="sales-categories"
              />
              <Divider />
              <NamedListField
                name="purchaseCategories"
                title={t('workspace:categories.purchase')}
                addLabel={t('workspace:categories.add')}
                readOnly={readOnly}
                testId="purchase-categories"
              />
            </Stack>
          )}
        </SectionForm>
      )}
    </SettingsLoader>
  );
}
