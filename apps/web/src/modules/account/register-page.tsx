import { useTranslation } from 'react-i18next';
import { PublicCard } from './public-card';
import { RegistrationForm } from './registration-form';
import { useAccountTexts } from './use-account-texts';

/** /register: a person registers without a company (see docs/accounts.md for what they can do). */
export function RegisterPage() {
  useAccountTexts();
  const { t } = useTranslation();
  return (
    <PublicCard title={t('account:register.title')} subtitle={t('account:register.subtitle')}>
      <RegistrationForm company={false} />
    </PublicCard>
  );
}
