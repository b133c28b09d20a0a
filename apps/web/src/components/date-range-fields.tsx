import { DateField } from './date-field';

type Props = {
  from: string;
  to: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  labels: [string, string];
  /** Test ids of the two fields' inputs. */
  testIds?: [string, string];
};

/** A period filter: two date fields in the user's language, from and to (ISO dates, '' while empty). */
export function DateRangeFields({ from, to, onFrom, onTo, labels, testIds }: Props) {
  return (
    <>
      <DateField size="small" label={labels[0]} value={from} onChange={(v) => onFrom(v ?? '')} testId={testIds?.[0]} />
      <DateField size="small" label={labels[1]} value={to} onChange={(v) => onTo(v ?? '')} testId={testIds?.[1]} />
    </>
  );
}
