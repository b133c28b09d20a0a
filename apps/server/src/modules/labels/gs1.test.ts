import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, gs1Text, gs1ZplData, hasValidCheckDigit, orderGs1, parseGs1, toGtin14 } from './gs1';

describe('GS1', () => {
  it('computes the mod-10 check digit (external-apis §6.5)', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('0871234567890')).toBe(6);
    expect(hasValidCheckDigit('08712345678906')).toBe(true);
    expect(hasValidCheckDigit('08712345678907')).toBe(false);
    expect(toGtin14('8712345678906')).toBe('08712345678906');
  });

  it('parses and checks application identifiers, naming the AI', () => {
    const ok = parseGs1('(01)8712345678906(17)250630(10)LOT42');
    expect(ok).toEqual({
      elements: [
        { ai: '01', value: '08712345678906' },
        { ai: '17', value: '250630' },
        { ai: '10', value: 'LOT42' },
      ],
    });
    expect(parseGs1('(01)08712345678907')).toEqual({ problem: { key: 'labels.gs1CheckDigit', params: { ai: '01' } } });
    expect(parseGs1(`(10)${'A'.repeat(21)}`)).toEqual({ problem: { key: 'labels.gs1TooLong', params: { ai: '10', max: 20 } } });
    expect(parseGs1('(17)251340')).toEqual({ problem: { key: 'labels.gs1BadDate', params: { ai: '17' } } });
    expect(parseGs1('(17)250231')).toEqual({ problem: { key: 'labels.gs1BadDate', params: { ai: '17' } } });
    expect(parseGs1('(15)250600')).toHaveProperty('elements');
    expect(parseGs1('(99)x')).toEqual({ problem: { key: 'labels.gs1UnknownAi', params: { ai: '99' } } });
    expect(parseGs1('LOT42')).toEqual({ problem: { key: 'labels.gs1Empty', params: {} } });
  });

  it('encodes ^BC data with FNC1 as the reference example (>;>8 … >6)', () => {
    const parsed = parseGs1('(01)08712345678906(3103)001250(15)250630(10)LOT42');
    if (!('elements' in parsed)) throw new Error('parse');
    expect(gs1ZplData(parsed.elements)).toBe('>;>8010871234567890631030012501525063010>6LOT42');
  });

  it('puts the variable-length lot last and FNC1 after a variable AI that is not last', () => {
    const parsed = parseGs1('(10)AB12(01)08712345678906(37)24(17)260101');
    if (!('elements' in parsed)) throw new Error('parse');
    expect(gs1Text(orderGs1(parsed.elements))).toBe('(01)08712345678906(17)260101(10)AB12(37)24');
    expect(gs1ZplData(parsed.elements)).toBe('>;>801087123456789061726010110>6AB12>8>53724');
  });
});

describe('SSCC for pallet labels', () => {
  it('is 18 digits: extension 0, the company prefix, a serial from the order number, a valid check digit', async () => {
    const { ssccFor } = await import('./label-data');
    const sscc = ssccFor('ORD-1001');
    expect(sscc).toMatch(/^08712345000001001\d$/);
    expect(hasValidCheckDigit(sscc)).toBe(true);
    expect(parseGs1(`(00)${sscc}`)).toHaveProperty('elements');
  });
});
