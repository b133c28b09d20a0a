import { describe, expect, it } from 'vitest';
import { givenStatusName } from './status-name';

describe('givenStatusName', () => {
  const status = { name: 'Herinnering verstuurd', names: { en: 'Reminder sent', ar: 'تم إرسال التذكير' } };

  it("answers the name of the reader's language, with or without a region", () => {
    expect(givenStatusName(status, 'en')).toBe('Reminder sent');
    expect(givenStatusName(status, 'ar-SA')).toBe('تم إرسال التذكير');
  });

  it('falls back to the own name, and to null when there is none (the code is translated then)', () => {
    expect(givenStatusName(status, 'tr')).toBe('Herinnering verstuurd');
    expect(givenStatusName({ name: null, names: {} }, 'en')).toBeNull();
    expect(givenStatusName({ name: null, names: { en: 'Shipped' } }, 'nl')).toBeNull();
  });
});
