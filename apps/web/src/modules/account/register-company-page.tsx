import { useTranslation } from 'react-i18next';
import { PublicCard } from './public-card';
import { RegistrationForm } from './registration-form';
import { useAccountTexts } from './use-account-texts';

/** /register/company: a new company (tenant) with the registering person as its admin. */
export function RegisterCompanyPage() {
  useAccountTexts();
  const { t } = useTranslation();
  return (
    <PublicCard title={t('account:register.companyTitle')} subtitle={t('account:register.companySubtitle')} width={640}>
      <RegistrationForm company />
    </PublicCard>
  );
}
