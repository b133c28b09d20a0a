import { describe, expect, it } from 'vitest';
import { newDeviceMail } from './account-mail';

const sighting = { device: 'Safari · iOS', ip: '192.0.2.7', at: new Date('2026-07-01T08:30:00Z') };

describe('the new-device mail', () => {
  it('writes the moment of the sign-in in Dutch time, as the reader’s language writes it', () => {
    const dutch = newDeviceMail({ email: 'a@example.com', firstName: 'Anna', locale: 'nl' }, sighting, 'https://app/settings');
    expect(dutch.text).toContain('op 1 jul 2026, 10:30 (Nederlandse tijd).');
    const english = newDeviceMail({ email: 'a@example.com', firstName: 'Anna', locale: 'tr' }, sighting, 'https://app/settings');
    expect(english.text).toContain('at 1 Jul 2026, 10:30 (Netherlands time).');
    expect(english.text).not.toContain('UTC');
  });
});
