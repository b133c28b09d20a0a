import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('is off when unset, a number of hops, or a list of proxies', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1,10.0.0.2')).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(parseTrustProxy(' 10.0.0.0/8 , ::1, fd00::/8, 192.168.0.0/255.255.0.0, loopback')).toEqual([
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      '192.168.0.0/255.255.0.0',
      'loopback',
    ]);
  });

  it('refuses true, which would believe any X-Forwarded-For, and anything it cannot read', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY=1/);
    expect(() => parseTrustProxy('yes')).toThrow(/yes/);
    expect(() => parseTrustProxy('10.0.0.1,proxy.local')).toThrow(/proxy\.local/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow();
  });
});
