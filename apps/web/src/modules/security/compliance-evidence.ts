import type { ComplianceEvidence } from '@wb/contract/compliance';
import { formatDateTime, formatQuantity } from '@/components/format';

const isTime = (key: string, value: unknown) => typeof value === 'string' && /At$/.test(key) && !Number.isNaN(Date.parse(value));

/** One piece of evidence as the reader reads it: numbers and times in their language, yes/no, or a dash. */
export function evidenceValue(key: string, value: ComplianceEvidence[string], language: string, yesNo: (v: boolean) => string): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'number') return formatQuantity(value, language);
  if (isTime(key, value)) return formatDateTime(value, language);
  return value;
}
