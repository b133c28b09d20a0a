import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { checkTotp, newTotpSecret } from './totp';

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0',
      'Edge · Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari · macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox · Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      'Chrome · Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36', 'Chrome · Linux'],
    ['curl/8.5.0', null],
    ['', null],
  ])('%s → %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});

describe('recovery codes', () => {
  it('makes ten distinct codes; typing is forgiving about case, spaces and the dash', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const [first = ''] = codes;
    expect(hashRecoveryCode(` ${first.toUpperCase().replace('-', ' ')} `)).toBe(hashRecoveryCode(first));
  });
});

describe('checkTotp', () => {
  it('accepts the current and previous step, and none at or before the last used step', async () => {
    const secret = newTotpSecret();
    const now = 1_700_000_015_000; // 15 s into a step
    const step = Math.floor(now / 30_000);
    const code = (offset: number) => generate({ secret, epoch: now / 1000 + offset * 30 });
    expect(await checkTotp(secret, await code(0), null, now)).toBe(step);
    expect(await checkTotp(secret, await code(-1), null, now)).toBe(step - 1);
    expect(await checkTotp(secret, await code(-2), null, now)).toBeNull();
    expect(await checkTotp(secret, await code(1), null, now)).toBeNull();
    expect(await checkTotp(secret, await code(0), step, now)).toBeNull();
    expect(await checkTotp(secret, await code(-1), step - 1, now)).toBeNull();
    expect(await checkTotp(secret, await code(0), step - 1, now)).toBe(step);
    expect(await checkTotp(secret, 'abcdef', null, now)).toBeNull();
  });
});
