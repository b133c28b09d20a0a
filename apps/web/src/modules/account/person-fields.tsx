import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-fields';
import { span } from '@/components/field-grid';

type Person = { firstName: string; lastName: string; email: string };

/** First name, last name and e-mail of a person, inside a `formGrid`: registration and profile alike. */
export function PersonFields<T extends FieldValues & Person>({ control }: { control: Control<T> }) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField
        sx={span(3)}
        control={control}
        name={'firstName' as Path<T>}
        label={t('account:fields.firstName')}
        required
        autoComplete="given-name"
      />
      <FormTextField
        sx={span(3)}
        control={control}
        name={'lastName' as Path<T>}
        label={t('account:fields.lastName')}
        required
        autoComplete="family-name"
      />
      <FormTextField
        sx={span(6)}
        control={control}
        name={'email' as Path<T>}
        type="email"
        label={t('account:fields.email')}
        required
        autoComplete="email"
      />
    </>
  );
}
