import { packageTypes, type PackageType } from '@wb/contract/packages';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '@/components/date-range-fields';
import { FilterSelect } from '@/components/filter-select';
import { usePackageTypes } from './packages-api';

/** The filter's package type: a built-in type, or `custom:<id>` for one custom type. */
export type PackageFilterValues = { type: string; from: string; to: string };

/** The filter as the API takes it. */
export function packageFilterQuery(values: PackageFilterValues) {
  const [type, customTypeId] = values.type.split(':');
  return {
    packageType: (type || undefined) as PackageType | undefined,
    customTypeId: customTypeId || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
  };
}

type Props = { values: PackageFilterValues; onChange: (changes: Partial<PackageFilterValues>) => void };

/** The advanced filters (business §2): package type, from date and to date. */
export function PackageFilters({ values, onChange }: Props) {
  const { t } = useTranslation();
  const types = usePackageTypes();
  const options = [
    ...packageTypes.map((type) => ({ value: type, label: t(`packages:types.${type}`) })),
    ...(types.data?.custom ?? []).map((c) => ({ value: `custom:${c.id}`, label: `${t('packages:types.custom')}: ${c.name}` })),
  ];
  return (
    <>
      <FilterSelect
        label={t('packages:fields.packageType')}
        value={values.type}
        onChange={(type) => onChange({ type })}
        options={options}
        testId="filter-type"
        minWidth={180}
      />
      <DateRangeFields
        from={values.from}
        to={values.to}
        onFrom={(from) => onChange({ from })}
        onTo={(to) => onChange({ to })}
        labels={[t('packages:filters.from'), t('packages:filters.to')]}
        testIds={['filter-from', 'filter-to']}
      />
    </>
  );
}
