import { useTranslation } from 'react-i18next';
import { NamedListField } from './named-list-field';
import { SectionForm } from './section-form';
import { SettingsLoader } from './settings-loader';

/** Delivery routes that orders are assigned to. */
export function RoutesForm() {
  const { t } = useTranslation();
  return (
    <SettingsLoader>
      {(settings) => (
        <SectionForm section="routes" value={settings.routes}>
          {(_form, readOnly) => (
            <NamedListField
              name="routeList"
              title={t('workspace:routes.title')}
              addLabel={t('workspace:routes.add')}
              withActive
              readOnly={readOnly}
              testId="route-list"
            />
          )}
        </SectionForm>
      )}
    </SettingsLoader>
  );
}
