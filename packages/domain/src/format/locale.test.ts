import { describe, expect, it } from 'vitest';
import { intlLocale, isolate } from './locale';

describe('isolate', () => {
  it('wraps a name in first-strong and pop isolates in Arabic only', () => {
    expect(isolate('Demo Groothandel B.V.', 'ar')).toBe('\u2068Demo Groothandel B.V.\u2069');
    expect(isolate('Demo Groothandel B.V.', 'nl')).toBe('Demo Groothandel B.V.');
    expect(isolate('', 'ar')).toBe('');
  });
});

describe('intlLocale', () => {
  it('maps the languages, Dutch when unknown', () => {
    expect(intlLocale('nl')).toBe('nl-NL');
    expect(intlLocale('en-US')).toBe('en-GB');
    expect(intlLocale('ar')).toBe('ar-u-nu-latn');
    expect(intlLocale('xx')).toBe('nl-NL');
  });
});
