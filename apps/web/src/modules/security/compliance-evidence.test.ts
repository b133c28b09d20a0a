import { describe, expect, it } from 'vitest';
import { evidenceValue } from './compliance-evidence';

const yesNo = (v: boolean) => (v ? 'ja' : 'nee');

describe('a compliance check’s evidence as the page shows it', () => {
  it('writes numbers and times in the reader’s language, booleans as yes/no and nothing as a dash', () => {
    expect(evidenceValue('events', 1234, 'nl', yesNo)).toBe('1.234');
    expect(evidenceValue('restoreVerified', true, 'nl', yesNo)).toBe('ja');
    expect(evidenceValue('lastBackupAt', null, 'nl', yesNo)).toBe('—');
    expect(evidenceValue('hashing', 'argon2id', 'nl', yesNo)).toBe('argon2id');
    expect(evidenceValue('lastRetentionRunAt', '2026-11-27T08:00:00.000Z', 'nl', yesNo)).toMatch(/27/);
    expect(evidenceValue('lastRetentionRunAt', '2026-11-27T08:00:00.000Z', 'nl', yesNo)).not.toContain('T08');
    // A date-like value whose key is no time (the retention's first kept day) stays as it is.
    expect(evidenceValue('retentionStart', '2019-11-27', 'nl', yesNo)).toBe('2019-11-27');
  });
});
