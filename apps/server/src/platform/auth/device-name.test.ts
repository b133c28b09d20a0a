import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name';

describe('deviceName', () => {
  it('names common browsers and systems', () => {
    const cases: Array<[string, string]> = [
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', 'Chrome / Windows'],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
        'Edge / Windows',
      ],
      ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox / Linux'],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
        'Safari / macOS',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
        'Safari / iOS',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
        'Chrome / Android',
      ],
    ];
    for (const [ua, name] of cases) expect(deviceName(ua)).toBe(name);
  });

  it('falls back to the start of an unknown user agent, or ?', () => {
    expect(deviceName('curl/8.5.0')).toBe('curl/8.5.0');
    expect(deviceName('')).toBe('?');
  });
});
